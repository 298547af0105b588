import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { companyWrites, seedCompanies } from '#tests/app/support/companies';
import { realGateway } from '#tests/app/support/real-gateway';
import { orderBody } from '#tests/server/fixtures';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

const notification = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 4500 });

/** Four companies, one page of them, named 'Company 0' to 'Company 3'; their ids. */
const fourCompanies = async () => (await seedCompanies(gw, 4, (i) => `Company ${i}`)).map((c) => c.id);

describe('company list: delete (spec 1 §7 DELETE, §8)', () => {
  it("deletes the selected company from its preview by keyboard, says 'Company successfully deleted.' and focuses the next one", async () => {
    const ids = await fourCompanies();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/companies');
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    // The action column offers Delete beside Edit, named by the company.
    expect(within(grid).getByRole('button', { name: 'Delete Company 1' })).toBeTruthy();
    await tabTo(user, /^Company 0/);
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/companies?selected=${ids[1]}`));
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
    expect(companyWrites(gw)).toMatchObject([{ method: 'DELETE', path: `/company/v1/companies/${ids[1]}`, ifMatch: '"1"' }]);
    await waitFor(() => expect(within(grid).queryByText('Company 1')).toBeNull());
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/companies?selected=${ids[2]}`));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe(ids[2]));
  });

  it("'Delete this company' in the command palette opens the same confirmation for the selected company", async () => {
    const ids = await fourCompanies();
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/companies?selected=${ids[1]}&q=Company`);
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
    expect(app.location()).toBe(`/flightdeck/companies?selected=${ids[1]}&q=Company&dialog=delete`);
  });

  it('names why a company in use is not deleted, and keeps it', async () => {
    const ids = await fourCompanies();
    expect((await gw.call('POST', '/order/v1/insertionOrders/', orderBody(ids[2]!, { name: 'Spring Order' }))).status).toBe(201);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/companies?selected=${ids[2]}&dialog=delete`);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete company?' });
    await tabTo(user, 'Delete');
    expect(confirm.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await notification(/cannot be deleted while it is used by: insertion order "Spring Order"/)).toBeTruthy();
    expect(companyWrites(gw).filter((w) => w.method === 'DELETE')).toHaveLength(1);
    expect(within(screen.getByRole('grid', { name: 'Companies' })).getByText('Company 2')).toBeTruthy();
    expect(app.location()).toContain(`selected=${ids[2]}`);
  });
});
