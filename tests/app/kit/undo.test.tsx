import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyWrites, saveElsewhere, seedCompanies } from '#tests/app/support/companies';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

const reverts = () => gw.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/changelog/v1/changeSets/'));
const storedName = async (id: string) => (await gw.call('GET', `/company/v1/companies/${id}`)).json.name;
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** Opens the company's form, renames it and saves; answers the user and the name field. */
async function renameAndSave(id: string, from: string, to: string) {
  const user = userEvent.setup();
  renderApp(`/flightdeck/companies/${id}`);
  expect(await screen.findByRole('heading', { name: `Edit Company: ${from}` }, { timeout: 5000 })).toBeTruthy();
  const name = screen.getByRole('textbox', { name: /Company Name/ });
  await user.clear(name);
  await user.type(name, to);
  screen.getByRole('button', { name: 'Submit' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Company successfully updated.')).toBeTruthy();
  return { user, name };
}

describe('undo (issue 28 §2)', () => {
  it("a save's notification offers Undo, which puts the old values back and says what it undid", async () => {
    const [company] = await seedCompanies(gw, 1);
    const { user, name } = await renameAndSave(company!.id, 'Company 000', 'Acme Foods');
    expect(await storedName(company!.id)).toBe('Acme Foods');
    await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Company "Acme Foods"')).toBeTruthy();
    expect(await storedName(company!.id)).toBe('Company 000');
    expect(reverts()).toHaveLength(1);
    // The form reads its record again: the old name is back on screen.
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Company 000'));
  });

  it("Mod+Z outside a text field undoes the user's last change; in a text field it stays the browser's", async () => {
    const [company] = await seedCompanies(gw, 1);
    const { user, name } = await renameAndSave(company!.id, 'Company 000', 'Acme Foods');
    name.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(reverts()).toHaveLength(0);
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Undone: Company "Acme Foods"')).toBeTruthy();
    expect(await storedName(company!.id)).toBe('Company 000');
  });

  it("'Undo last change' runs from the palette", async () => {
    const [company] = await seedCompanies(gw, 1);
    await saveElsewhere(gw, company!.id, { name: 'Acme Foods' });
    const user = userEvent.setup();
    renderApp('/flightdeck/companies');
    expect(await screen.findByRole('grid', { name: 'Companies' })).toBeTruthy();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('Undo last change');
    const option = await screen.findByRole('option', { name: /Undo last change/ });
    await waitFor(() => expect(option.getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Undone: Company "Acme Foods"')).toBeTruthy();
    expect(await storedName(company!.id)).toBe('Company 000');
  });

  it('an Undo refused because the record changed since lists the record, and changes nothing', async () => {
    const [company] = await seedCompanies(gw, 1);
    const { user } = await renameAndSave(company!.id, 'Company 000', 'Acme Foods');
    await saveElsewhere(gw, company!.id, { tags: ['gold'] });
    await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
    const refusal = await screen.findByText(/^Not undone: 1 record changed since: /);
    expect(refusal.textContent).toMatch(new RegExp(`^Not undone: 1 record changed since: Company ${company!.id} was changed since, by local at .+: undo that change first, or change it by hand$`));
    expect(await storedName(company!.id)).toBe('Acme Foods');
    expect(companyWrites(gw)).toHaveLength(1);
  });
});
