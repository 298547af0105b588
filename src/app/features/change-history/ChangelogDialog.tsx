import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { documentHistoryQuery, historyLink } from '#app/api/changelog';
import { PopupDialog } from '#app/ui/PopupDialog';
import { usePopupParam } from '#app/ui/popup-history';
import { ChangelogView } from './ChangelogView';
import { setChangelogInView } from './in-view';
import { CHANGELOG_PARAM } from './search';
import { HISTORY_TEXT } from './text';

export interface ChangelogButtonProps {
  documentId: string;
  /** whether the popup is open: the screen's URL (`?changelog=open`) holds it */
  isOpen: boolean;
}

/**
 * The 'Changelog' button of a document's screen and its 'Changelog Details' popup (spec 1 §2).
 * Whether it is open is kept in the screen's URL (`?changelog=open`), read by the screen. While mounted it
 * tells the palette's 'Show changelog' how to open it.
 */
export function ChangelogButton({ documentId, isOpen }: ChangelogButtonProps) {
  // opening adds a history entry (Back closes the popup), closing steps back off it
  const onOpenChange = usePopupParam(CHANGELOG_PARAM);
  useEffect(() => {
    const mine = { documentId, open: () => onOpenChange(true) };
    setChangelogInView(mine);
    return () => setChangelogInView(undefined, mine);
  }, [documentId, onOpenChange]);
  return (
    <>
      <Button className="button" onPress={() => onOpenChange(true)}>
        {HISTORY_TEXT.changelogButton}
      </Button>
      <ChangelogDialog documentId={documentId} isOpen={isOpen} onOpenChange={onOpenChange} />
    </>
  );
}

/** The popup: the same view as the change log page, its sort and filter kept while it is open. */
function ChangelogDialog({ documentId, isOpen, onOpenChange }: ChangelogButtonProps & { onOpenChange: (open: boolean) => void }) {
  return (
    <PopupDialog title={HISTORY_TEXT.detailsTitle} isOpen={isOpen} onOpenChange={onOpenChange} cancelLabel={HISTORY_TEXT.close}>
      <PopupBody documentId={documentId} />
    </PopupDialog>
  );
}

function PopupBody({ documentId }: { documentId: string }) {
  const [sort, setSort] = useState<string>();
  const [user, setUser] = useState('');
  const [selected, setSelected] = useState<string>();
  const log = useQuery(documentHistoryQuery(documentId)).data?.[0];
  return (
    <div className="changelog-dialog">
      <ChangelogView documentId={documentId} sort={sort} onSortChange={setSort} user={user} onUserChange={setUser} selectedId={selected} onSelect={setSelected} layout="popup" />
      {log && (
        <Link className="button button-link" {...historyLink(log)}>
          {HISTORY_TEXT.openChangelog}
        </Link>
      )}
    </div>
  );
}
