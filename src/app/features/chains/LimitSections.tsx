import { draftFields, FormSection, type KeysOf, type SectionProps } from './fields';
import { CHAIN_HINTS, CHAIN_SECTIONS } from './text';

/** A section of limits: its title, and each limit a number field with its hint where the spec gives one. */
interface Limits {
  title: string;
  limits: readonly { key: KeysOf<number | null | undefined>; description?: string }[];
}

/** spec 3 'Chain form': Walk-in Limits. */
export const WALK_IN_LIMITS: Limits = {
  title: CHAIN_SECTIONS.walkIn,
  limits: [{ key: 'max_per_user_walkins_per_day' }, { key: 'max_per_user_walkins_per_30_days' }],
};

/** spec 3 'Chain form': Story Limits, with the spec's story labels (§5). */
export const STORY_LIMITS: Limits = {
  title: CHAIN_SECTIONS.stories,
  limits: [
    { key: 'min_stories', description: CHAIN_HINTS.minStories },
    { key: 'max_stories', description: CHAIN_HINTS.maxStories },
  ],
};

export function LimitsSection({ title, limits, ...p }: SectionProps & Limits) {
  const f = draftFields(p);
  return <FormSection title={title}>{limits.map(({ key, description }) => f.number(key, { description }))}</FormSection>;
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
