import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_MESSAGES } from '../../../src/domain/company';
import { tabTo } from '../insertion-orders/keyboard';
import { renderApp } from '../support/render-app';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notification = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 4500 });

/** The company service with DELETE: If-Match, and a 409 for a company still in use (as the gateway answers). */
function companyGateway(inUse: string[] = []) {
  const docs = Array.from({ length: 4 }, (_, i) => ({
    id: String(100 + i), name: `Company ${i}`, version: 1, tags: [], urls: [], childCompanyIds: [], representedCompanyIds: [], externalId: '-',
    created: '2026-01-01T00:00:00Z[UTC]', modified: '2026-01-01T00:00:00Z[UTC]',
  }));
  const deletes: { path: string; ifMatch: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url);
    const path = url.pathname.replace('/flightdeck/services', '');
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v3' });
    if (path === '/company/v1/companies/' && req.method === 'GET') {
      return json({ objects: docs, pagination: { objectCount: docs.length, pageCount: 1, pageIndex: 0, limit: 50, prev: null, next: null } });
    }
    const one = /^\/company\/v1\/companies\/(\w+)$/.exec(path);
    const at = one ? docs.findIndex((d) => d.id === one[1]) : -1;
    if (at >= 0 && req.method === 'DELETE') {
      deletes.push({ path, ifMatch: req.headers.get('If-Match') });
      if (inUse.includes(docs[at]!.id)) {
        const message = `${COMPANY_MESSAGES.inUse} insertion order "Spring Order"`;
        return json({ errorMsg: message, errors: [{ fieldName: 'id', message }] }, 409);
      }
      const [gone] = docs.splice(at, 1);
      return json(gone);
    }
    if (at >= 0 && req.method === 'GET') return json(docs[at]);
    return json({ errorMsg: `No such call: ${req.method} ${path}` }, 404);
  });
  return { docs, deletes };
}

describe('company list: delete (spec 1 §7 DELETE, §8)', () => {
  it("deletes the selected company from its preview by keyboard, says 'Company successfully deleted.' and focuses the next one", async () => {
    const gw = companyGateway();
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
    companyGateway();
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
    const gw = companyGateway(['102']);
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
