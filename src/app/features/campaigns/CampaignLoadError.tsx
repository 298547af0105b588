import { FetchError } from 'ofetch';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { reportFailure } from '#app/api/client';
import { errorText, stripMarkup } from '#app/api/errors';
import { InlineBanner } from '#app/ui/InlineBanner';
import { CAMPAIGN_FORM_TEXT } from './campaign-text';

/** A campaign that could not be read: spec 1 §8 'There was an issue fetching the campaign data. Error: {detail}'. */
export function CampaignLoadError({ error }: { error: unknown }) {
  const detail = stripMarkup(errorText(error instanceof FetchError ? error.data : undefined, error));
  useEffect(() => reportFailure(error, { silent: true }), [error]);
  return (
    <div className="campaign-screen">
      <InlineBanner type="error" title={CAMPAIGN_FORM_TEXT.retrieveFailed}>
        {CAMPAIGN_FORM_TEXT.fetchFailed(detail)}
      </InlineBanner>
      <p>
        <Link to="/campaigns">Back to Campaigns</Link>
      </p>
    </div>
  );
}
