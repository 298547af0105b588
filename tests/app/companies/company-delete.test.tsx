import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { companyGateway } from '#tests/app/support/company-gateway';
import { renderApp } from '#tests/app/support/render-app';

afterEach(() => vi.unstubAllGlobals());

const notification = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 4500 });

/** Four companies, one page of them, named 'Company 0' to 'Company 3'; those of `inUse` are refused a delete (409). */
const fourCompanies = (inUse: string[] = []) => companyGateway(4, { name: (i) => `Company ${i}`, inUse });

describe('company list: delete (spec 1 §7 DELETE, §8)', () => {
  it("deletes the selected company from its preview by keyboard, says 'Company successfully deleted.' and focuses the next one", async () => {
    const gw = fourCompanies();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    // The action column offers Delete beside Edit, named by the company.
    expect(within(grid).getByRole('button', { name: 'Delete Company 1' })).toBeTruthy();
    await tabTo(user, /^Company 0/);
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies?selected=101'));
    const pane = await screen.findByRole('complementary', { name: 'Company summary' });
    expect(within(pane).getByRole('heading', { name: 'Company 1' })).toBeTruthy();
    await tabTo(user, 'Delete company');
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete company?' });
    expect(within(confirm).getByText('Are you sure you would like to delete "Company 1"? This cannot be undone.')).toBeTruthy();
    await waitFor(() => expect(app.location()).toContain('dialog=delete'));
    await tabTo(user, 'Delete');
    expect(confirm.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await notification('Company successfully deleted.')).toBeTruthy();
    expect(gw.deletes).toEqual([{ path: '/company/v1/companies/101', ifMatch: '"1"' }]);
    await waitFor(() => expect(within(grid).queryByText('Company 1')).toBeNull());
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies?selected=102'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe('102'));
  });

  it("'Delete this company' in the command palette opens the same confirmation for the selected company", async () => {
    fourCompanies();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies?selected=101&q=Company');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    await within(grid).findByText('Company 1');
    await screen.findByRole('complementary', { name: 'Company summary' });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Command or search' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.keyboard('Delete this company');
    await waitFor(() => expect(screen.getByRole('option', { selected: true }).textContent).toContain('Delete this company'));
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete company?' });
    expect(within(confirm).getByText('Are you sure you would like to delete "Company 1"? This cannot be undone.')).toBeTruthy();
    expect(app.location()).toBe('/flightdeck/companies?selected=101&q=Company&dialog=delete');
  });

  it('names why a company in use is not deleted, and keeps it', async () => {
    const gw = fourCompanies(['102']);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies?selected=102&dialog=delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete company?' });
    await tabTo(user, 'Delete');
    expect(confirm.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await notification(/cannot be deleted while it is used by: insertion order "Spring Order"/)).toBeTruthy();
    expect(gw.deletes).toHaveLength(1);
    expect(within(screen.getByRole('grid', { name: 'Companies' })).getByText('Company 2')).toBeTruthy();
    expect(app.location()).toContain('selected=102');
  });
});
