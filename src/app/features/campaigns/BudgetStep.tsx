import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { unknownOrderMessage } from '#domain/campaign';
import { walletIdsOf } from '#domain/insertion-order';
import { updateCampaign, type CampaignDocument } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { flagsQuery } from '#app/api/flags';
import { orderPickerSource } from '#app/api/order';
import { SearchMultiPicker } from '#app/ui/SearchPicker';
import { focusAfterRemoval } from '#app/ui/focus-after-removal';
import { notify } from '#app/ui/notifications';
import { BUDGET_TEXT } from './campaign-text';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { useChosenOrders } from './lookups';
import './campaign-screens.css';
import { campaignEditLink, newCampaignLink } from '#app/api/links';

const BUDGET_MODES = ['create', 'select'] as const;
export type BudgetMode = (typeof BUDGET_MODES)[number];
const isBudgetMode = (value: unknown): value is BudgetMode => BUDGET_MODES.some((m) => m === value);

export interface BudgetStepProps {
  /** The campaign whose budget this is; absent on /campaigns/new/budget. */
  campaign?: CampaignDocument;
  /**
   * Orders chosen so far, from the URL (?orders=): a new campaign's choice, or an existing
   * campaign's unsaved one (which then stands in for its stored orders).
   */
  initialOrderIds?: readonly string[];
  /** The choice changed: the route writes it into the URL, so that a reload or a shared link keeps it. */
  onOrderIdsChange?: (ids: string[]) => void;
  mode?: BudgetMode;
  /** The 'New Insertion Order' sub-view is open. */
  newOrderOpen: boolean;
  onModeChange: (mode: BudgetMode | undefined) => void;
  /** Opens the sub-view, or closes it after a created order (switching to the order list); 'Go back' is a link. */
  onNewOrderOpenChange: (open: boolean, mode?: BudgetMode) => void;
  /**
   * The insertion order form, composed in by the route (features do not import each other);
   * it calls back with the created order's id. Without it the sub-view links to /orders/new.
   */
  renderOrderForm?: (onCreated: (orderId: string) => void) => ReactNode;
}

/** spec 1 §2 Budget step and §4: choose the campaign's insertion orders. */
export function BudgetStep(props: BudgetStepProps) {
  const { campaign, mode } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  const fromUrl = props.initialOrderIds ?? campaign?.insertionOrderIds ?? [];
  const [chosen, setChosen] = useState<string[]>(() => [...fromUrl]);
  // The choice lives here (the picker needs it at once) and in the URL (a reload needs it there).
  const written = useRef<string[]>([]);
  const choose = (ids: string[]) => {
    setChosen(ids);
    written.current.push(ids.join(','));
    props.onOrderIdsChange?.(ids);
  };
  // The URL's choice also changes without this screen (Back and Forward): the screen follows it,
  // unless it is one of the screen's own writes arriving (the latest may already be shown).
  const urlKey = fromUrl.join(',');
  useEffect(() => {
    const own = written.current.indexOf(urlKey);
    if (own >= 0) written.current = written.current.slice(own + 1);
    else setChosen(urlKey ? urlKey.split(',') : []);
  }, [urlKey]);
  // An id from a link that the gateway does not hold is named at the field, and must go before continuing.
  const { found: chosenOrders, missing, nameOf } = useChosenOrders(chosen);

  const save = useMutation({
    mutationFn: (stored: CampaignDocument) => {
      const body = { ...stored, insertionOrderIds: chosen, walletIds: walletIdsOf(chosenOrders) };
      return updateCampaign(version, stored.id, stored.version, body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['campaigns', version, 'detail', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', version, 'list'] });
      notify({ message: BUDGET_TEXT.updated, type: 'success' });
      void navigate(campaignEditLink(saved.id));
    },
    onError: (error) => reportFailure(error, { silent: true, onError: () => notify({ message: BUDGET_TEXT.updateFailed(failureDetail(error)), type: 'error' }) }),
  });

  // Opening or leaving the sub-view takes away the control that had focus: focus goes to the
  // sub-view's heading, and back on the button that opened it, instead of falling to the page.
  const subViewHeading = useRef<HTMLHeadingElement>(null);
  const newOrderButton = useRef<HTMLButtonElement>(null);
  const shownOpen = useRef(props.newOrderOpen);
  useEffect(() => {
    if (shownOpen.current === props.newOrderOpen) return;
    shownOpen.current = props.newOrderOpen;
    return focusAfterRemoval(props.newOrderOpen ? subViewHeading : newOrderButton);
  }, [props.newOrderOpen]);

  // The radios' choice (issue 24 §3): the arrow keys move it within the group, and it applies on
  // Space or Enter, a click, or Save and Continue. Applied on every move, 'select' took the radios
  // away under the arrow key and focus fell to the page's body.
  const [picked, setPicked] = useState<BudgetMode | null>(mode ?? null);
  const byPointer = useRef(false);
  const ordersField = useRef<HTMLDivElement>(null);
  const applyChoice = (m: BudgetMode) => {
    if (m === 'create') return props.onNewOrderOpenChange(true);
    props.onModeChange(m);
    focusAfterRemoval(() => ordersField.current?.querySelector('input'));
  };

  const continueNew = () => void navigate(newCampaignLink(chosen.join(',')));
  const isNew = !campaign;
  const showChoice = isNew && chosen.length === 0 && mode !== 'select';
  const allChosenKnown = chosenOrders.length === chosen.length;

  if (props.newOrderOpen) {
    return (
      <div className="campaign-screen">
        <CampaignStepper current="budget" campaignId={campaign?.id} />
        <h1 ref={subViewHeading} tabIndex={-1}>
          {BUDGET_TEXT.newOrder}
        </h1>
        <p>
          {/* spec 1 §2: a link back to the budget step, i.e. this address without the sub-view (the choice stays). */}
          <Link to="." search={(s) => ({ ...s, view: undefined })} className="button">
            {BUDGET_TEXT.goBack}
          </Link>
        </p>
        {props.renderOrderForm ? (
          props.renderOrderForm((orderId) => {
            choose(chosen.includes(orderId) ? chosen : [...chosen, orderId]);
            void queryClient.invalidateQueries({ queryKey: ['orders'] });
            props.onNewOrderOpenChange(false, 'select');
          })
        ) : (
          <p>
            <Link to="/orders/new" className="button button-primary">
              {BUDGET_TEXT.newOrderLink}
            </Link>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="campaign-screen">
      <CampaignStepper current="budget" campaignId={campaign?.id} />
      <div className="list-header">
        <h1>{BUDGET_TEXT.heading}</h1>
        <Button ref={newOrderButton} className="button" onPress={() => props.onNewOrderOpenChange(true)}>
          {BUDGET_TEXT.newOrder}
        </Button>
      </div>
      {showChoice ? (
        <div
          className="budget-choice"
          onPointerDownCapture={() => (byPointer.current = true)}
          onKeyDownCapture={(e) => {
            byPointer.current = false;
            const radio = e.target;
            if ((e.key === 'Enter' || e.key === ' ') && radio instanceof HTMLInputElement && radio.type === 'radio' && isBudgetMode(radio.value)) {
              e.preventDefault();
              applyChoice(radio.value);
            }
          }}
        >
          <p>{BUDGET_TEXT.noOrders}</p>
          <RadioGroup
            className="radio-group"
            value={picked}
            onChange={(m) => {
              if (!isBudgetMode(m)) return;
              setPicked(m);
              if (byPointer.current) applyChoice(m);
            }}
          >
            <Label>{BUDGET_TEXT.chooseOption}</Label>
            <Radio value="create" className="radio">{BUDGET_TEXT.createNew}</Radio>
            <Radio value="select" className="radio">{BUDGET_TEXT.selectExisting}</Radio>
          </RadioGroup>
        </div>
      ) : (
        <div ref={ordersField}>
          <SearchMultiPicker
            label={BUDGET_TEXT.ordersLabel}
            placeholder={BUDGET_TEXT.ordersPlaceholder}
            source={orderPickerSource}
            nameOf={nameOf}
            failedText={(error) => BUDGET_TEXT.ordersFailed(failureDetail(error))}
            value={chosen}
            onChange={choose}
            errorMessage={missing.length > 0 ? unknownOrderMessage(missing) : undefined}
          />
        </div>
      )}
      <div className="form-actions">
        <Button
          className="button button-primary"
          isDisabled={showChoice ? !picked : chosen.length === 0 || missing.length > 0 || (!isNew && !allChosenKnown)}
          onPress={() => (showChoice ? picked && applyChoice(picked) : !campaign ? continueNew() : !save.isPending && save.mutate(campaign))}
        >
          {BUDGET_TEXT.saveAndContinue}
        </Button>
      </div>
    </div>
  );
}
