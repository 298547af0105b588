import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { SIGN_IN_TEXT, signInErrorMessage } from '#app/auth/messages';
import { notify } from '#app/ui/notifications';
import './sign-in.css';

/**
 * spec 1 §2 Login: the sign-in form with the company-e-mail hint. The e-mail is handed to the
 * provider as `login_hint`; the password is entered on the provider's own page (redirect flow).
 * Errors go to the notification bar.
 */
export function LoginPage({ onSignIn }: { onSignIn: (email: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <main id="main" className="login-page">
      <h1>{SIGN_IN_TEXT.title}</h1>
      <Form
        aria-label={SIGN_IN_TEXT.title}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          if (!email.trim()) {
            setMissing(true);
            return;
          }
          setBusy(true);
          onSignIn(email.trim()).catch((error: unknown) => {
            setBusy(false);
            notify({ message: signInErrorMessage(error), type: 'error' });
          });
        }}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          autoFocus
          value={email}
          onChange={(value) => {
            setEmail(value);
            setMissing(false);
          }}
          isInvalid={missing}
          validationBehavior="aria"
        >
          <Label>{SIGN_IN_TEXT.emailLabel}</Label>
          <Input />
          <Text slot="description">{SIGN_IN_TEXT.hint}</Text>
          <FieldError>{SIGN_IN_TEXT.emailRequired}</FieldError>
        </TextField>
        <Button type="submit" isDisabled={busy}>
          {SIGN_IN_TEXT.submit}
        </Button>
      </Form>
    </main>
  );
}
