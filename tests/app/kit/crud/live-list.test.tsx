import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveElsewhere, seedCompanies } from '#tests/app/support/companies';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

describe('a live list (issue 28 §3)', () => {
  it('shows a record saved elsewhere in place, keeps the selected row, and says the list was updated', async () => {
    const [first, second] = await seedCompanies(gw, 2);
    renderApp(`/flightdeck/companies?selected=${second!.id}`);
    const grid = await screen.findByRole('grid', { name: 'Companies' }, { timeout: 5_000 });
    await within(grid).findByText('Company 001');
    await saveElsewhere(gw, first!.id, { name: 'Company Zero Renamed' });
    await within(grid).findByText('Company Zero Renamed', {}, { timeout: 5_000 });
    expect(within(grid).getByRole('row', { selected: true }).textContent).toContain('Company 001');
    await waitFor(() => expect(document.body.textContent).toContain('Company list updated'));
  });
});
