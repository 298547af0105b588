import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { adTypeAvailability } from '#domain/ad/rules';
import { AD_TYPE_VALUES, AD_TYPES, type AdType } from '#domain/catalogs/ad-types';
import { isOneOf } from '#domain/lists';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ordersAsViews, type AdScope } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';
import './ads.css';
import { adSetListLink } from '#app/api/links';

/**
 * spec 2 'Ad form': in create mode a picker of ad types comes first. A type the campaign's budget
 * has no order line item for cannot be picked, and says why (the spec's tooltip text, shown as the
 * option's description so a keyboard or screen reader user reads it too).
 */
export function AdTypePicker({ scope, refused, onPick }: {
  scope: AdScope;
  /** A type asked for (by a link) that the budget does not offer: the picker says why. */
  refused?: AdType;
  onPick: (type: AdType) => void;
}) {
  const orders = ordersAsViews(scope.orders);
  const availability = AD_TYPES.map((t) => ({ ...t, ...adTypeAvailability(t.value, orders) }));
  const [choice, setChoice] = useState<AdType | null>(availability.find((t) => t.available)?.value ?? null);
  return (
    <div className="form-screen ad-form-screen">
      <CampaignStepper current="adsets" campaignId={scope.campaign.id} />
      <div className="list-header">
        <h1>{AD_TEXT.createTitle}</h1>
        <Link {...adSetListLink(scope.campaign.id)} className="button">
          {AD_TEXT.backToAll}
        </Link>
      </div>
      {refused && <InlineBanner type="error">{availability.find((t) => t.value === refused)?.tooltip}</InlineBanner>}
      <form
        className="ad-type-picker"
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) onPick(choice);
        }}
      >
        <RadioGroup value={choice} onChange={(v) => isOneOf(AD_TYPE_VALUES, v) && setChoice(v)} className="ad-type-options">
          <Label className="field-label">{AD_TEXT.pickType}</Label>
          <Text slot="description" className="field-description">{AD_TEXT.pickTypeHint}</Text>
          {availability.map((t) => (
            <Radio key={t.value} value={t.value} isDisabled={!t.available} className="ad-type-option">
              <span className="ad-type-label">{t.label}</span>
              {t.tooltip && <span className="field-description">{t.tooltip}</span>}
            </Radio>
          ))}
        </RadioGroup>
        <div className="form-actions">
          <Button type="submit" className="button button-primary" isDisabled={!choice}>
            {AD_TEXT.continue}
          </Button>
        </div>
      </form>
    </div>
  );
}
