import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { chainDefaults, ChainSchema } from '#domain/chain';
import { renderApp } from '#tests/app/support/render-app';
import { portalWrites, readChain, seedChains } from '#tests/app/support/chains';
import { realGateway } from '#tests/app/support/real-gateway';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;

async function retype(user: User, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard(`{Control>}a{/Control}{Backspace}${text}`);
}

async function save(user: User) {
  screen.getByRole('button', { name: 'Save' }).focus();
  await user.keyboard('{Enter}');
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** What a field's description says: its hint and, once invalid, its error (aria-describedby). */
const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => (id ? document.getElementById(id)?.textContent ?? '' : '')).join(' ');

/** The chain schema's own word on a field's value: what the gateway answers for it. */
function schemaMessage(key: string, value: number): string {
  const result = v.safeParse(ChainSchema, { ...chainDefaults(), name: 'Corner Grocer', [key]: value });
  return result.issues!.find((i) => v.getDotPath(i) === key)!.message;
}

/**
 * spec 3 §5 'numeric fields numbers': the chain's whole-number fields keep what was typed ('12.5' was
 * turned into 125, '99999999999999999999' into 100000000000000000000 on leaving the field); a save
 * names the rule at the field, with the schema's message, and sends nothing.
 */
describe('chain form: whole-number fields', () => {
  it("keeps '12.5', '-3' and a 20-digit max stories as typed, refuses them on save with the schema's words, and saves once whole", async () => {
    const [corner] = await seedChains(gw, { name: 'Corner Grocer' });
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner!.chain.chain_id}`);
    expect(await screen.findByRole('heading', { name: 'Edit chain: Corner Grocer' }, { timeout: 5_000 })).toBeTruthy();

    await retype(user, field('Max walk-ins per user per day'), '12.5');
    await retype(user, field('Max walk-ins per user per 30 days'), '-3');
    await retype(user, field('Max stories'), '99999999999999999999');
    await user.tab();
    expect(field('Max walk-ins per user per day').value).toBe('12.5');
    expect(field('Max walk-ins per user per 30 days').value).toBe('-3');
    expect(field('Max stories').value).toBe('99999999999999999999');

    await save(user);
    await waitFor(() => expect(described(field('Max walk-ins per user per day'))).toContain('Must be a whole number'));
    expect(described(field('Max walk-ins per user per 30 days'))).toContain(schemaMessage('max_per_user_walkins_per_30_days', -3));
    expect(schemaMessage('max_per_user_walkins_per_30_days', -3)).toBe('Must be at least 0');
    expect(described(field('Max stories'))).toContain(schemaMessage('max_stories', 1e20));
    expect(field('Max stories').getAttribute('aria-invalid')).toBe('true');
    expect(field('Max stories').value).toBe('99999999999999999999');
    expect(portalWrites(gw)).toHaveLength(0);

    await retype(user, field('Max walk-ins per user per day'), '12');
    await retype(user, field('Max walk-ins per user per 30 days'), '30');
    await retype(user, field('Max stories'), '1000000');
    await save(user);
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    expect(portalWrites(gw).filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect((await readChain(gw, corner!.chain.chain_id)).chain).toMatchObject({ max_per_user_walkins_per_day: 12, max_per_user_walkins_per_30_days: 30, max_stories: 1_000_000 });
  });
});
