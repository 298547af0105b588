import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyWrites, saveElsewhere, seedCompanies } from '#tests/app/support/companies';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;

const LEAVE = 'Are you sure you want to leave this page?';
const STALE = 'This company was changed by someone else';
const nameField = () => screen.getByRole('textbox', { name: /Company Name/ }) as HTMLInputElement;
const tagsField = () => screen.getByRole('textbox', { name: /Tags/ }) as HTMLInputElement;

async function press(user: User, el: HTMLElement) {
  el.focus();
  await user.keyboard('{Enter}');
}

async function answerLeave(user: User, choice: 'Stay' | 'Leave') {
  const dialog = await screen.findByRole('dialog', { name: LEAVE });
  expect(within(dialog).getByText('You have unsaved changes to this company. If you leave, they will be lost.')).toBeTruthy();
  await press(user, within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull());
}

describe('company form: unsaved edits', () => {
  it('/companies/new: leaving with typing asks first; Stay keeps it, Leave goes; a created company moves on unasked', async () => {
    await seedCompanies(gw, 3);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies/new');
    await screen.findByRole('heading', { name: 'Create New Company' });
    nameField().focus();
    await user.keyboard('Northwind');
    await press(user, screen.getByRole('link', { name: 'Companies' }));
    await answerLeave(user, 'Stay');
    expect(app.location()).toBe('/flightdeck/companies/new');
    expect(nameField().value).toBe('Northwind');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/companies\/\d+$/));
    expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Edit Company: Northwind' })).toBeTruthy();
    expect(companyWrites(gw)).toHaveLength(1);
    // Then editing it and leaving asks; Leave goes.
    await waitFor(() => expect(nameField().value).toBe('Northwind'));
    tagsField().focus();
    await user.keyboard('fresh');
    await press(user, screen.getByRole('link', { name: 'Companies' }));
    await answerLeave(user, 'Leave');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies'));
  });

  it('/companies/{id}: untouched it leaves unasked; once saved it leaves unasked', async () => {
    const [, second] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/companies/${second!.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit Company: Company 001' })).toBeTruthy();
    await press(user, screen.getByRole('link', { name: 'Companies' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies'));
    app.history.push(`/flightdeck/companies/${second!.id}`);
    await screen.findByRole('heading', { name: 'Edit Company: Company 001' });
    tagsField().focus();
    await user.keyboard('dairy');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company successfully updated.')).toBeTruthy();
    expect(tagsField().value).toBe('dairy');
    await press(user, screen.getByRole('link', { name: 'Companies' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies'));
    expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull();
  });
});

describe('company form: stale save (412)', () => {
  it('shows what each side changed (Saved now / Your change), a field both changed marked; Cancel keeps the edits, and a retry asks again instead of failing', async () => {
    const [, second, third] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    renderApp(`/flightdeck/companies/${second!.id}`);
    await screen.findByRole('heading', { name: 'Edit Company: Company 001' });
    await saveElsewhere(gw, second!.id, { name: 'Company 001 West', childCompanyIds: [third!.id] });
    nameField().focus();
    await user.keyboard(' Mine');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE });
    expect(within(dialog).getByText('Someone saved this company after you opened it. These fields differ from what you started from:')).toBeTruthy();
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Saved now', 'Your change']);
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Company NameChanged by both: your change wins', 'Company 001 West', 'Company 001 Mine'],
      ['Child Companies', 'Company 002', 'Not changed'],
    ]);
    expect(screen.queryByText(/There was an issue updating this company/)).toBeNull();
    await press(user, within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull());
    expect(nameField().value).toBe('Company 001 Mine');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog', { name: STALE })).toBeTruthy();
    expect(screen.queryByText(/There was an issue updating this company/)).toBeNull();
  });

  it("'Overwrite with my changes' saves this user's changes on the version the 412 carried, keeping the other person's", async () => {
    const [, second] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/companies/${second!.id}`);
    await screen.findByRole('heading', { name: 'Edit Company: Company 001' });
    await saveElsewhere(gw, second!.id, { name: 'Company 001 West' });
    tagsField().focus();
    await user.keyboard('dairy');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Company Name', 'Company 001 West', 'Not changed'],
      ['Tags', 'Not changed', 'dairy'],
    ]);
    await press(user, within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText('Company successfully updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull());
    expect(companyWrites(gw).map((w) => w.ifMatch)).toEqual(['"1"', '"2"']);
    expect(companyWrites(gw)[1]!.body).toMatchObject({ name: 'Company 001 West', tags: ['dairy'] });
    expect((await gw.call('GET', `/company/v1/companies/${second!.id}`)).json).toMatchObject({ name: 'Company 001 West', tags: ['dairy'], version: 3 });
    expect(nameField().value).toBe('Company 001 West');
    // Saved: nothing left to lose.
    await press(user, screen.getByRole('link', { name: 'Companies' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies'));
  });

  it("'Reload their version' drops the edits and shows theirs; the next save goes on their version", async () => {
    const [, second] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    renderApp(`/flightdeck/companies/${second!.id}`);
    await screen.findByRole('heading', { name: 'Edit Company: Company 001' });
    await saveElsewhere(gw, second!.id, { name: 'Company 001 West', tags: ['west'] });
    tagsField().focus();
    await user.keyboard('dairy');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE });
    await press(user, within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull());
    expect(nameField().value).toBe('Company 001 West');
    expect(tagsField().value).toBe('west');
    expect(await screen.findByRole('heading', { name: 'Edit Company: Company 001 West' })).toBeTruthy();
    tagsField().focus();
    await user.keyboard(', dairy');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company successfully updated.')).toBeTruthy();
    expect(companyWrites(gw).map((w) => w.ifMatch)).toEqual(['"1"', '"2"']);
    expect(companyWrites(gw)[1]!.body).toMatchObject({ name: 'Company 001 West', tags: ['west', 'dairy'] });
  });
});
