import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '#domain/company';
import { companyWrites, saveElsewhere, seedCompanies } from '#tests/app/support/companies';
import { realGateway } from '#tests/app/support/real-gateway';
import { pickBySearch } from '#tests/app/support/search-picker';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

describe('company list', () => {
  it('lists companies with Name and Action columns and pages with Next and Previous', async () => {
    const [first] = await seedCompanies(gw, 60);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Action']);
    expect(within(grid).getByRole('link', { name: 'Edit Company 000' }).getAttribute('href')).toBe(`/flightdeck/companies/${first!.id}`);
    expect(screen.getByRole('link', { name: 'New Company' }).getAttribute('href')).toBe('/flightdeck/companies/new');
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/companies\?cursor=[^&]+$/));
    expect(await within(grid).findByText('Company 050')).toBeTruthy();
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(grid).findByText('Company 000')).toBeTruthy();
  });

  it('a page link whose cursor the server refuses starts the list again from its first page, with a word', async () => {
    await seedCompanies(gw, 60);
    const app = renderApp('/flightdeck/companies?cursor=zzz');
    const grid = await screen.findByRole('grid', { name: 'Companies' }, { timeout: 5000 });
    expect(await within(grid).findByText('Company 000')).toBeTruthy();
    expect(app.location()).toBe('/flightdeck/companies');
    expect(await screen.findByText('That page of the list is no longer there: showing its first page.')).toBeTruthy();
    expect(screen.queryByText(/Not a cursor this list gave out/)).toBeNull();
  });

  it('searches companies by name on the server, with the term in the URL', async () => {
    await seedCompanies(gw, 60);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    await user.click(screen.getByRole('searchbox', { name: 'Search company' }));
    await user.keyboard('Company 05');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies?q=Company+05'));
    expect(await screen.findByText('10 results found for "Company 05"')).toBeTruthy();
    expect(within(grid).queryByText('Company 000')).toBeNull();
    expect(within(grid).getByText('Company 059')).toBeTruthy();
  });

  it("shows 'No Companies found' when there are none", async () => {
    renderApp('/flightdeck/companies');
    expect(await screen.findByText('No Companies found')).toBeTruthy();
  });

  it('opens a company with Enter on its row', async () => {
    const [, second] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('jj{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/companies/${second!.id}`));
    expect(await screen.findByRole('heading', { name: 'Edit Company: Company 001' })).toBeTruthy();
  });

  it('previews the selected company beside the list; Escape closes the preview', async () => {
    const [first, second, third] = await seedCompanies(gw, 3);
    await saveElsewhere(gw, second!.id, { tags: ['dairy', 'west'], urls: ['https://acme.example'], childCompanyIds: [first!.id, third!.id] });
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/companies?selected=${second!.id}`));
    const pane = await screen.findByRole('complementary', { name: 'Company summary' });
    expect(within(pane).getByRole('heading', { name: 'Company 001' })).toBeTruthy();
    const fields = [...pane.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(fields).toEqual(expect.arrayContaining(['Tags: dairy, west', 'URLs: https://acme.example', 'Child Companies: 2', 'Represented Companies: —']));
    expect(within(pane).getByRole('link', { name: 'Edit company' }).getAttribute('href')).toBe(`/flightdeck/companies/${second!.id}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Company summary' })).toBeNull());
  });
});

describe('company form', () => {
  it('creates a company with tags, URLs and child companies, then goes to its page', async () => {
    const [, , third] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies/new');
    expect(await screen.findByRole('heading', { name: 'Create New Company' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Company Name/ });
    expect(name.hasAttribute('required')).toBe(true);
    await user.click(name);
    await user.keyboard('ab');
    await user.tab();
    await user.keyboard('fresh, local');
    await user.tab();
    await user.keyboard('https://northwind.example');
    // Child Companies: a search box; typing finds a company on the gateway, ArrowDown and Enter pick it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Child Companies' }));
    await pickBySearch(user, 'Company 002');
    expect(within(screen.getByRole('grid', { name: 'Chosen Child Companies' })).getByRole('row', { name: 'Company 002' })).toBeTruthy();
    // Submit with a short name: the domain's message, nothing sent.
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(COMPANY_MESSAGES.nameTooShort)).toBeTruthy();
    expect(companyWrites(gw)).toHaveLength(0);
    name.focus();
    await user.keyboard('c Northwind');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/companies\/\d+$/));
    const created = (await gw.call('GET', `/company/v1/companies/${app.location().split('/').pop()}`)).json;
    expect(created).toMatchObject({ name: 'abc Northwind', tags: ['fresh', 'local'], urls: ['https://northwind.example'], childCompanyIds: [third!.id], representedCompanyIds: [] });
    expect(await screen.findByText('Company successfully created.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit Company: abc Northwind' })).toBeTruthy();
  });

  it('shows the duplicate-name message on the name field and the creation failure text', async () => {
    await seedCompanies(gw, 3);
    const user = userEvent.setup();
    renderApp('/flightdeck/companies/new');
    const name = await screen.findByRole('textbox', { name: /Company Name/ });
    name.focus();
    await user.keyboard('company 001');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`There was an issue creating this company. ${COMPANY_MESSAGES.nameTaken}`)).toBeTruthy();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (name.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(describedBy).toContain(COMPANY_MESSAGES.nameTaken);
  });

  it('edits a company with If-Match and says it was updated', async () => {
    const [, second] = await seedCompanies(gw, 3);
    const user = userEvent.setup();
    renderApp(`/flightdeck/companies/${second!.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit Company: Company 001' })).toBeTruthy();
    const tags = screen.getByRole('textbox', { name: /Tags/ });
    tags.focus();
    await user.keyboard('gold');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Company successfully updated.')).toBeTruthy();
    expect(companyWrites(gw)).toMatchObject([{ method: 'PUT', ifMatch: '"1"', body: { name: 'Company 001', tags: ['gold'] } }]);
    expect((await gw.call('GET', `/company/v1/companies/${second!.id}`)).json).toMatchObject({ tags: ['gold'], version: 2 });
  });
});
