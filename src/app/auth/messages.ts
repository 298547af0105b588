/** spec 1 §8 and §2 Login: the sign-in texts, word for word. */
export const SIGN_IN_TEXT = {
  title: 'Sign in to Flight Deck',
  /** The sign-in hint: use a company e-mail. */
  hint: 'Sign in with your company email.',
  emailLabel: 'Company email',
  submit: 'Sign in',
  emailRequired: 'Please enter your company email',
  invalidCredentials: 'Unable to sign in. Please make sure you are using a company email and your password is correct.',
  userInfoFailed: 'Failed to get user info',
  /**
   * Ours, not the spec's: shown when a signed-in session ends without Log Out (the token expired and
   * could not be renewed, or the gateway refused it), so /login does not appear unexplained.
   */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** 'There was an issue logging into the portal. {detail}' */
export const loginIssue = (detail: string) => `There was an issue logging into the portal. ${detail}`.trim();

/**
 * The notification text for a sign-in failure: Okta's E0000004 (authentication failed) has its own
 * message; anything else (an OAuth error sent back to the callback, an unreachable provider) is a
 * login issue with the SDK's own detail.
 */
export function signInErrorMessage(error: unknown): string {
  const e = typeof error === 'object' && error !== null ? error : {};
  if ('errorCode' in e && e.errorCode === 'E0000004') return SIGN_IN_TEXT.invalidCredentials;
  const summary = 'errorSummary' in e ? e.errorSummary : undefined;
  const message = 'message' in e ? e.message : undefined;
  const detail = typeof summary === 'string' && summary ? summary : typeof message === 'string' ? message : String(error ?? '');
  return loginIssue(detail);
}
