import { AdSetFormPage } from '#app/features/ad-sets/AdSetFormPage';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { CHANGELOG_PARAM } from '#app/features/change-history/search';
import { usePopupParam } from '#app/ui/popup-history';

/**
 * The edit ad set screen of both routes (…/adsets/{adSetId} and …/adsets/v2/{adSetId}): the form with
 * its 'Changelog' button, whose 'Changelog Details' popup is open while the URL says so. (A file
 * starting with '-' is no route of its own.)
 */
export function EditAdSetScreen({ campaignId, adSetId, changelogOpen }: { campaignId: string; adSetId: string; changelogOpen: boolean }) {
  const setChangelogOpen = usePopupParam(CHANGELOG_PARAM);
  const changelog = <ChangelogButton documentId={adSetId} isOpen={changelogOpen} onOpenChange={setChangelogOpen} />;
  return <AdSetFormPage key={adSetId} campaignId={campaignId} adSetId={adSetId} changelog={changelog} />;
}
