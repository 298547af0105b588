import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Tabs until the focused element has this accessible label or text (keyboard only). */
export async function tabTo(user: User, name: string | RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    const el = document.activeElement as HTMLElement | null;
    const label = el ? (el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? labelOf(el) ?? el.textContent ?? '') : '';
    const text = label.replace(/\s*\*\s*$/, '').trim();
    if (typeof name === 'string' ? text === name : name.test(text)) return el!;
    await user.tab();
  }
  throw new Error(`Tab never reached ${name}; last focus: ${document.activeElement?.outerHTML.slice(0, 200)}`);
}
function labelOf(el: HTMLElement) {
  const ids = el.getAttribute('aria-labelledby');
  if (!ids) return null;
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').replace(/\s*\*\s*$/, '').trim();
}

