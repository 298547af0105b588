import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TARGETING_DEFINITIONS } from '#server/repo/reference-data';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { shownAndNamed } from '#tests/app/support/label-in-name';
import { adWrites, scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** The scan ad 'Cereal scan' of Oat Crunch in the ad world's set, stored; answers its form's address. */
async function storedScan() {
  const w = await seedAdWorld(gw);
  const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
  return `${w.setUrl}/ads/${stored.id}`;
}
const EMPTY = 'Targeting fields should not be empty.';
const missingValues = () => {
  const banner = screen.queryByRole('region', { name: 'Missing values' });
  return banner ? within(banner).getAllByRole('listitem').map((li) => li.textContent) : [];
};
const entry = (name: string) => within(screen.getByRole('region', { name: 'Audience Targeting' })).getByRole('group', { name });
const user = () => userEvent.setup();
type User = ReturnType<typeof userEvent.setup>;

/** Replaces a focused field's text by typing. */
async function retype(u: User, text: string) {
  await u.keyboard('{Control>}a{/Control}{Backspace}');
  await u.keyboard(text);
}

async function openPopup(u: User) {
  screen.getByRole('button', { name: 'Add more fields' }).focus();
  await u.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Add more fields' });
}

describe('audience targeting', () => {
  it('adds fields from the popup, checks their values, removes one and saves the entries', { timeout: 120_000 }, async () => {
    const edit = await storedScan();
    const u = user();
    renderApp(edit);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    expect(missingValues()).toEqual([]);

    // The popup lists the fixed definitions, then the loaded ones (the gateway's eleven); Escape closes it.
    let popup = await openPopup(u);
    const list = await within(popup).findByRole('listbox', { name: 'Targeting fields' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(TARGETING_DEFINITIONS.length));
    // Each named by all it shows, its description too (axe's label-content-name-mismatch).
    for (const name of TARGETING_DEFINITIONS.map((d) => `${d.name} ${d.description}`)) {
      const option = within(list).getByRole('option', { name });
      const { shown, named } = shownAndNamed(option, 'option');
      expect(named).toEqual(shown);
    }
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add more fields' })).toBeNull());
    expect(document.activeElement?.textContent).toBe('Add more fields');

    // Several at once: Space picks, arrows move (Age, Scan history, then past ZIP code, App version and Lifetime kicks: Has a linked card, Platform).
    popup = await openPopup(u);
    await tabTo(u, /^Age\b/);
    await u.keyboard(' {ArrowDown}{ArrowDown} {ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown} {ArrowDown}{ArrowDown}{ArrowDown} ');
    await tabTo(u, 'Add');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add more fields' })).toBeNull());
    for (const name of ['Age', 'Scan history', 'Has a linked card', 'Platform']) expect(entry(name)).toBeTruthy();
    // A Boolean starts true; the others need values (the domain's rule, at each entry).
    // The banner names each entry its line is about (the entries share their messages; the banner lists a line once).
    expect(missingValues()).toEqual([`Age: ${EMPTY}`, `Scan history: ${EMPTY}`, `Platform: ${EMPTY}`]);
    expect(within(entry('Age')).getByText(EMPTY)).toBeTruthy();
    expect(within(entry('Has a linked card')).queryByText(EMPTY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);

    // Age: whole numbers from 0 to 120, comma-separated.
    within(entry('Age')).getByRole('textbox', { name: 'Values' }).focus();
    await u.keyboard('3o');
    expect(within(entry('Age')).getByText('Only enter comma separated numbers')).toBeTruthy();
    await retype(u, '30,130');
    expect(within(entry('Age')).getByText('Age must be from 0 to 120')).toBeTruthy();
    await retype(u, '30, 45');
    await waitFor(() => expect(within(entry('Age')).queryByText('Age must be from 0 to 120')).toBeNull());
    // Scan history: comma-separated numbers.
    within(entry('Scan history')).getByRole('textbox', { name: 'Values' }).focus();
    await u.keyboard('12,x');
    expect(within(entry('Scan history')).getByText('Only enter comma separated numbers')).toBeTruthy();
    expect(missingValues()).toContain('Scan history: Only enter comma separated numbers');
    await retype(u, '12,7');
    // Platform: unknown shoppers count, so no value is needed; then it goes.
    within(entry('Platform')).getByRole('switch', { name: 'Include unknown' }).focus();
    await u.keyboard(' ');
    await waitFor(() => expect(within(entry('Platform')).queryByText(EMPTY)).toBeNull());
    await tabTo(u, 'Remove Platform');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Audience Targeting' })).queryByRole('group', { name: 'Platform' })).toBeNull());

    await waitFor(() => expect(missingValues()).toEqual([]));
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    const save = adWrites(gw)[0]!.body as { shopperProfileConfiguration?: unknown };
    expect(save.shopperProfileConfiguration).toEqual({
      entries: [
        { type: 'Long', definitionId: 'age', includeUnknown: false, operator: 'ANY', values: [30, 45] },
        { type: 'Long', definitionId: 'scanHistory', includeUnknown: false, operator: 'ANY', values: [12, 7] },
        { type: 'Boolean', definitionId: 'hasLinkedCard', includeUnknown: false, operator: 'ANY', values: [true] },
      ],
    });
  });

  it("keeps the fixed fields when the definitions fail: 'Targeting Fields could not be loaded'", { timeout: 60_000 }, async () => {
    const edit = await storedScan();
    // the definitions call's connection lost
    gw.hold('GET', /^\/node\/v1\/definitions\/?$/).drop();
    const u = user();
    renderApp(edit);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    expect(await screen.findByText('Targeting Fields could not be loaded')).toBeTruthy();
    const popup = await openPopup(u);
    expect(within(popup).getByRole('alert').textContent).toBe('Targeting Fields could not be loaded');
    const options = within(within(popup).getByRole('listbox', { name: 'Targeting fields' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Age', 'Gender', 'Scan history', 'Purchase history', 'Walk-in history']);
  });
});
