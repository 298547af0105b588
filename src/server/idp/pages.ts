import { DEMO_PASSWORD, DEMO_USERS } from './accounts';

/** Spec 1 §8: sign-in error E0000004 and the username-required message, word for word. */
export const SIGN_IN_FAILED = 'Unable to sign in. Please make sure you are using a company email and your password is correct.';
export const EMAIL_REQUIRED = 'Please enter your company email';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/oauth2/default/assets/idp.css">
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The dev provider's sign-in form: a labelled e-mail and password, errors announced to screen readers. */
export function loginPage(options: { action: string; email?: string; error?: string; field?: 'email' | 'password' }): string {
  const { action, email = '', error, field } = options;
  // The field in error; else, unless the page shows an error, the first one still to fill in.
  const focus = field ?? (error ? undefined : email ? 'password' : 'email');
  const rows = DEMO_USERS.map((u) => `<tr><td>${escapeHtml(u.email)}</td><td>${u.skRoles.length ? escapeHtml(u.skRoles.join(', ')) : '(no roles)'}</td></tr>`).join('\n');
  return page(
    'Sign in to Flight Deck',
    `<h1>Sign in to Flight Deck</h1>
<p>Development sign-in. Use a company email.</p>
${error ? `<div id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="email">Company email</label>
    <input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}"${field === 'email' ? ' aria-invalid="true"' : ''}${error ? ' aria-describedby="sign-in-error"' : ''}${focus === 'email' ? ' autofocus' : ''}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password"${field === 'password' ? ' aria-invalid="true"' : ''}${error ? ' aria-describedby="sign-in-error"' : ''}${focus === 'password' ? ' autofocus' : ''}>
  </div>
  <button type="submit">Sign in</button>
</form>
<section aria-labelledby="demo-users">
<h2 id="demo-users">Demo users</h2>
<p>Every demo user's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>
<table>
<caption>Demo users and their roles</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Roles (skRoles)</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`,
  );
}

/**
 * The logout confirmation of RP-initiated logout: the provider's form (with its CSRF field) is
 * submitted at once by a nonce'd script; without script the button does it.
 */
export function logoutPage(form: string, nonce: string): string {
  return page(
    'Signing out of Flight Deck',
    `<h1>Signing out of Flight Deck</h1>
${form.replace('<form ', '<form aria-label="Sign out" ')}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script nonce="${nonce}">(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n<p><a href="/flightdeck/">Back to Flight Deck</a></p>`);
}

export const IDP_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#172b4d}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.1rem;margin-top:2rem}
.field{display:flex;flex-direction:column;margin-bottom:1rem}
label{font-weight:600;margin-bottom:.25rem}
input{font:inherit;padding:.5rem;border:1px solid #6b778c;border-radius:4px}
input:focus,button:focus{outline:3px solid #4c9aff;outline-offset:1px}
input[aria-invalid=true]{border-color:#bf2600}
button{font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:#0052cc;color:#fff;cursor:pointer}
.error{background:#ffebe6;color:#bf2600;border-left:4px solid #bf2600;padding:.75rem;margin-bottom:1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}caption{text-align:left;color:#42526e;margin-bottom:.25rem}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #dfe1e6}`;
