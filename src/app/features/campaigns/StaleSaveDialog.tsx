import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { CampaignDocument } from '../../api/campaign';
import { formatDateTime } from '../../ui/date-time';
import { parseUtc } from '../../../domain/timestamp';
import { changedKeys, draftOf, type CampaignDraft, type DraftKey } from './campaign-draft';
import { CAMPAIGN_FORM_TEXT, STALE_TEXT } from './campaign-text';

const LABELS: Record<DraftKey, string> = {
  campaignName: CAMPAIGN_FORM_TEXT.name,
  accountManager: CAMPAIGN_FORM_TEXT.accountManager,
  campaignManager: CAMPAIGN_FORM_TEXT.campaignManager,
  opsAssociate: CAMPAIGN_FORM_TEXT.opsAssociate,
  description: CAMPAIGN_FORM_TEXT.description,
  category: CAMPAIGN_FORM_TEXT.category,
  insertionOrderIds: CAMPAIGN_FORM_TEXT.insertionOrders,
  companyIds: CAMPAIGN_FORM_TEXT.companies,
  startDate: CAMPAIGN_FORM_TEXT.startDate,
  endDate: CAMPAIGN_FORM_TEXT.endDate,
  campaignNotes: CAMPAIGN_FORM_TEXT.notes,
  tags: CAMPAIGN_FORM_TEXT.tags,
};

function show(key: DraftKey, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((key === 'startDate' || key === 'endDate') && typeof value === 'string') {
    const d = parseUtc(value);
    return d ? formatDateTime(d) : value;
  }
  return Array.isArray(value) ? value.join(', ') || '—' : String(value);
}

/**
 * A save answered 412: someone else saved the campaign since it was read. Shows the fields they
 * changed (against what this form started from) beside this user's values, and lets the user
 * reload theirs (dropping these edits) or overwrite knowingly (saving again on their version).
 */
export function StaleSaveDialog(props: {
  current: CampaignDocument;
  started: CampaignDraft;
  mine: CampaignDraft;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const theirs = draftOf(props.current);
  const keys = changedKeys(props.started, theirs);
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && props.onCancel()} isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="popup-dialog">
          <Heading slot="title" className="popup-title">{STALE_TEXT.title}</Heading>
          <p>{STALE_TEXT.body}</p>
          <table className="stale-changes">
            <thead>
              <tr>
                <th scope="col">{STALE_TEXT.field}</th>
                <th scope="col">{STALE_TEXT.theirs}</th>
                <th scope="col">{STALE_TEXT.yours}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k}>
                  <th scope="row">{LABELS[k]}</th>
                  <td>{show(k, theirs[k])}</td>
                  <td>{show(k, props.mine[k])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="popup-actions">
            <Button className="button" onPress={props.onReload} autoFocus>{STALE_TEXT.reload}</Button>
            <Button className="button button-danger" onPress={props.onOverwrite} isDisabled={props.isSaving}>{STALE_TEXT.overwrite}</Button>
            <Button className="button" onPress={props.onCancel}>{STALE_TEXT.cancel}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
