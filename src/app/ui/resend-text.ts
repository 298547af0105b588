/** spec 1 §4 'Resending events: progress 'Sending event...', then success'; the popup's texts. */
export const RESEND_TEXT = {
  button: 'Resend Event',
  title: (noun: string) => `Resend the event of this ${noun}?`,
  body: (noun: string) => `The gateway sends the ${noun} again as an event for the systems that follow it.`,
  eventType: 'Event type',
  resend: 'Resend',
  sending: 'Sending event...',
  /** spec 1 §8 words the success for its documents (orders, campaigns); spec 2 §8's ad messages have 'Updated successfully'. */
  sent: (noun: 'ad' | 'campaign' | 'order') => (noun === 'ad' ? 'Updated successfully' : 'Event sent successfully.'),
  failed: (noun: string, detail: string) => `There was an issue sending the event of this ${noun}. ${detail}`,
};
