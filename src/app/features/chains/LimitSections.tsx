import { draftFields, FormSection, type SectionProps } from './fields';
import { CHAIN_HINTS, CHAIN_SECTIONS } from './text';

/** spec 3 'Chain form': Walk-in Limits. */
export function WalkInLimitsSection(p: SectionProps) {
  const f = draftFields(p);
  return (
    <FormSection title={CHAIN_SECTIONS.walkIn}>
      {f.number('max_per_user_walkins_per_day')}
      {f.number('max_per_user_walkins_per_30_days')}
    </FormSection>
  );
}

/** spec 3 'Chain form': Story Limits, with the spec's story labels (§5). */
export function StoryLimitsSection(p: SectionProps) {
  const f = draftFields(p);
  return (
    <FormSection title={CHAIN_SECTIONS.stories}>
      {f.number('min_stories', { description: CHAIN_HINTS.minStories })}
      {f.number('max_stories', { description: CHAIN_HINTS.maxStories })}
    </FormSection>
  );
}

/** spec 3 'Chain form': Kicks when you buy (online purchase kicks, their limits and the escrow period). */
export function KicksSection(p: SectionProps) {
  const f = draftFields(p);
  return (
    <FormSection title={CHAIN_SECTIONS.kicks}>
      {f.number('max_per_user_online_kicks_per_day')}
      {f.number('max_per_user_online_kicks_per_7_days')}
      {f.number('max_per_user_online_kicks_per_30_days')}
      {f.number('return_period')}
      {f.text('online_award_background_color_rgb')}
      {f.text('online_product_family_ids_to_order', { description: CHAIN_HINTS.commaList })}
      {f.flag('is_kicks_for_purchase_online_disabled')}
      {f.flag('is_kicks_for_click_disabled')}
    </FormSection>
  );
}
