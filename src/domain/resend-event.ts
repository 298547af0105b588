import { isOneOf } from './lists';

/** The event types a resend may send again (spec 1 §7 '?eventType=CREATE or UPDATE'); the popup offers UPDATE first. */
export const RESEND_EVENT_TYPES = ['UPDATE', 'CREATE'] as const;
export type ResendEventType = (typeof RESEND_EVENT_TYPES)[number];

export const isResendEventType = (value: unknown): value is ResendEventType => isOneOf(RESEND_EVENT_TYPES, value);
