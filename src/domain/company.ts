import * as v from 'valibot';
import { object } from './plain-object';
import { httpUrl, idList, LIMITS, MIN_NAME_LENGTH, readableName, tagList, text } from './text';

export const COMPANY_MESSAGES = {
  nameTooShort: 'Name must be at least 3 characters long',
  nameTaken: 'Company name already exists, please choose another name',
  /** Not named by the spec: why a company still in use is not deleted (followed by its users). */
  inUse: 'This company cannot be deleted while it is used by:',
  /** Not named by the spec: the form offers no company as its own child or represented company. */
  notItself: 'A company cannot name itself',
} as const;

export const CompanySchema = object({
  name: v.pipe(v.optional(v.string(COMPANY_MESSAGES.nameTooShort), ''), v.transform(readableName), v.minLength(MIN_NAME_LENGTH, COMPANY_MESSAGES.nameTooShort), v.maxLength(LIMITS.name)),
  childCompanyIds: idList(),
  representedCompanyIds: idList(),
  urls: v.optional(v.pipe(v.array(httpUrl()), v.maxLength(100, 'At most 100 URLs')), []),
  tags: tagList(),
  externalId: v.optional(text(LIMITS.shortText), '-'),
});
export type Company = v.InferOutput<typeof CompanySchema>;
