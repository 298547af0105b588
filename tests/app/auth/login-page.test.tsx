import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginIssue, SIGN_IN_TEXT, signInErrorMessage } from '#app/auth/messages';
import { LoginPage } from '#app/features/sign-in/LoginPage';
import { NotificationBar } from '#app/ui/NotificationBar';

const renderLogin = (onSignIn: (email: string) => Promise<void>) =>
  render(
    <>
      <LoginPage onSignIn={onSignIn} />
      <NotificationBar />
    </>,
  );

describe('login page (spec 1 §2 Login, §8)', () => {
  it('tells users to use a company e-mail', () => {
    renderLogin(vi.fn());
    expect(screen.getByRole('heading', { name: 'Sign in to Flight Deck' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Company email' });
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Sign in with your company email.')).toBeTruthy();
  });

  it("asks for the e-mail with the spec's words when it is left empty, from the keyboard", async () => {
    const onSignIn = vi.fn(async () => {});
    const user = userEvent.setup();
    renderLogin(onSignIn);
    // The e-mail field has focus when the page opens.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Company email' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your company email')).toBeTruthy();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('hands the e-mail to the provider as the login hint', async () => {
    const onSignIn = vi.fn(async () => {});
    const user = userEvent.setup();
    renderLogin(onSignIn);
    await user.type(screen.getByRole('textbox', { name: 'Company email' }), ' engineer@flightdeck.example {Enter}');
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith('engineer@flightdeck.example'));
  });

  it('shows a failed sign-in in the notification bar: E0000004 with its own message', async () => {
    const user = userEvent.setup();
    renderLogin(() => Promise.reject(Object.assign(new Error('Authentication failed'), { errorCode: 'E0000004', errorSummary: 'Authentication failed' })));
    await user.type(screen.getByRole('textbox', { name: 'Company email' }), 'who@flightdeck.example{Enter}');
    expect(await screen.findByText(SIGN_IN_TEXT.invalidCredentials)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('maps other sign-in errors to the login issue message with their detail', () => {
    expect(SIGN_IN_TEXT.invalidCredentials).toBe('Unable to sign in. Please make sure you are using a company email and your password is correct.');
    expect(signInErrorMessage({ errorCode: 'access_denied', errorSummary: 'The user denied the request' })).toBe('There was an issue logging into the portal. The user denied the request');
    expect(signInErrorMessage(new Error('offline'))).toBe('There was an issue logging into the portal. offline');
    expect(loginIssue('x')).toBe('There was an issue logging into the portal. x');
  });
});
