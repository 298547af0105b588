import { FetchError } from 'ofetch';
import { errorText, stripMarkup } from '../../api/errors';

/** The gateway's message of a failed call (spec 1 §8 extraction order), markup stripped. */
export const detailOf = (error: unknown) => stripMarkup(errorText(error instanceof FetchError ? error.data : undefined, error));
