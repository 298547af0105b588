import * as v from 'valibot';
import { constraintList } from './constraint';
import { idList, idRef, LIMITS, optionalText } from './text';

/** The ad set (spec 2 §3 'Ad set'): a named group of ads inside a campaign. */
export const AD_SET_MESSAGES = {
  nameRequired: 'Name is required',
  leavePage: 'Are you sure you want to leave this page?',
  empty: 'No Ad Sets yet',
  created: 'Ad set created successfully.',
  updated: 'Ad set successfully updated.',
  deleted: 'Ad set successfully deleted.',
} as const;

export const AdSetSchema = v.object({
  // a missing name reads as an empty one, so the message names the field
  name: v.pipe(v.optional(v.string(AD_SET_MESSAGES.nameRequired), ''), v.trim(), v.minLength(1, AD_SET_MESSAGES.nameRequired), v.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)),
  description: optionalText(LIMITS.description),
  // shown as 'Enabled in App'
  enabled: v.optional(v.boolean(), true),
  constraints: constraintList(),
  topicIds: idList(),
  ontologyNodeId: v.optional(v.nullable(idRef())),
  deleted: v.optional(v.boolean(), false),
  campaignId: v.optional(idRef()),
});
export type AdSet = v.InferOutput<typeof AdSetSchema>;

/** Whether the ad set list starts with its sections collapsed: only when there is more than one. */
export const collapsedByDefault = (adSetCount: number) => adSetCount > 1;
