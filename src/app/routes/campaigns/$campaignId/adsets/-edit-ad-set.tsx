import { AdSetFormPage } from '#app/features/ad-sets/AdSetFormPage';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';

/**
 * The edit ad set screen of both routes (…/adsets/{adSetId} and …/adsets/v2/{adSetId}): the form with
 * its 'Changelog' button, whose 'Changelog Details' popup is open while the URL says so. (A file
 * starting with '-' is no route of its own.)
 */
export function EditAdSetScreen({ campaignId, adSetId, changelogOpen }: { campaignId: string; adSetId: string; changelogOpen: boolean }) {
  const changelog = <ChangelogButton documentId={adSetId} isOpen={changelogOpen} />;
  return <AdSetFormPage key={adSetId} campaignId={campaignId} adSetId={adSetId} changelog={changelog} />;
}
