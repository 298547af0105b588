import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, toSorting } from '#app/ui/data-table/DataTable';
import { pageWindow } from '#app/ui/list-screen/Pager';

interface Item {
  id: string;
  name: string;
}
const col = createColumnHelper<Item>();
const columns = [col.accessor('name', { id: 'name', header: 'Name' }), col.accessor('id', { id: 'id', header: 'Id' })];
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `Item ${i}` }));

function Harness({ rows, onOpen, initialSelected, totalRows, firstRowIndex }: { rows: Item[]; onOpen?: (row: Item) => void; initialSelected?: string; totalRows?: number; firstRowIndex?: number }) {
  const [selected, setSelected] = useState<string | undefined>(initialSelected);
  const [sort, setSort] = useState<string | undefined>();
  return (
    <>
      <output data-testid="state">{`${selected ?? 'none'}|${sort ?? 'none'}`}</output>
      <DataTable
        label="Items"
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        totalRows={totalRows ?? rows.length}
        firstRowIndex={firstRowIndex}
        sort={sort}
        sortable={['name']}
        onSortChange={setSort}
        selectedId={selected}
        onSelect={setSelected}
        onOpen={onOpen}
        height={400}
      />
    </>
  );
}
const state = () => screen.getByTestId('state').textContent;

describe('data table', () => {
  it('is a grid whose rows carry absolute aria-rowindex and the whole aria-rowcount, only the visible ones mounted', () => {
    render(<Harness rows={items(1000)} totalRows={5000} firstRowIndex={100} />);
    const grid = screen.getByRole('grid', { name: 'Items' });
    expect(grid.getAttribute('aria-rowcount')).toBe('5001');
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('1');
    expect(rows[1]!.getAttribute('aria-rowindex')).toBe('102');
    expect(rows[1]!.textContent).toContain('Item 0');
  });

  it("says the row count is unknown (aria-rowcount -1) when the server stopped counting ('More than 1000 results')", () => {
    const capped = pageWindow({ objectCount: 1001, pageIndex: 2, limit: 50, customParams: { objectCountCapped: true } });
    expect(capped).toEqual({ totalRows: undefined, firstRowIndex: 100 });
    render(<DataTable label="Items" rows={items(50)} columns={columns} getRowId={(r) => r.id} {...capped} height={400} />);
    const grid = screen.getByRole('grid', { name: 'Items' });
    expect(grid.getAttribute('aria-rowcount')).toBe('-1');
    expect(within(grid).getAllByRole('row')[1]!.getAttribute('aria-rowindex')).toBe('102');
  });

  it('shows no row selected once its owner clears a selection the table moved to (a search or Escape that empties the URL)', async () => {
    const user = userEvent.setup();
    let clear = () => {};
    function Owner() {
      const [selected, setSelected] = useState<string>();
      clear = () => setSelected(undefined);
      return (
        <>
          <output data-testid="state">{selected ?? 'none'}</output>
          <DataTable label="Items" rows={items(5)} columns={columns} getRowId={(r) => r.id} totalRows={5} selectedId={selected} onSelect={setSelected} height={400} />
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('row', { name: /Item 2/ }));
    await waitFor(() => expect(state()).toBe('id-2'));
    act(() => clear());
    expect(state()).toBe('none');
    expect(screen.getByRole('row', { name: /Item 2/ }).getAttribute('aria-selected')).not.toBe('true');
  });

  it('j/k and the arrows move the selection from the keyboard; Enter opens; Escape closes', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness rows={items(20)} onOpen={onOpen} />);
    await user.tab(); // sort button of Name
    await user.tab(); // first row
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('2');
    await user.keyboard('j');
    await waitFor(() => expect(state()).toBe('id-0|none'));
    await user.keyboard('jj{ArrowDown}');
    await waitFor(() => expect(state()).toBe('id-3|none'));
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('id-3');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('k{ArrowUp}');
    await waitFor(() => expect(state()).toBe('id-1|none'));
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith({ id: 'id-1', name: 'Item 1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(state()).toBe('none|none'));
  });

  it('shows a move at once and tells the owner after the frame, only of the last of quick moves', async () => {
    const onSelect = vi.fn();
    render(<DataTable label="Items" rows={items(20)} columns={columns} getRowId={(r) => r.id} totalRows={20} selectedId="id-0" onSelect={onSelect} height={400} />);
    const first = document.querySelector<HTMLElement>('[data-row-id="id-0"]')!;
    first.focus();
    // Three keys in one task, as key repeat can deliver them before a frame.
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement!, { key: 'j' });
    expect(document.querySelector('[data-row-id="id-3"]')!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('id-3');
    expect(onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('id-3'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('gives the owner the moved selection before opening a row', () => {
    const calls: string[] = [];
    render(<DataTable label="Items" rows={items(5)} columns={columns} getRowId={(r) => r.id} totalRows={5} selectedId="id-0" onSelect={(id) => calls.push(`select ${id}`)} onOpen={(r) => calls.push(`open ${r.id}`)} height={400} />);
    document.querySelector<HTMLElement>('[data-row-id="id-0"]')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(calls).toEqual(['select id-1', 'open id-1']);
  });

  it('a move re-renders only the row losing the selection and the row gaining it', async () => {
    const user = userEvent.setup();
    const rendered: string[] = [];
    const counted = [col.accessor('name', { id: 'name', header: 'Name', cell: (info) => (rendered.push(info.row.id), info.getValue()) })];
    const rows = items(20);
    function Counted() {
      const [selected, setSelected] = useState<string | undefined>('id-2');
      return <DataTable label="Items" rows={rows} columns={counted} getRowId={(r) => r.id} totalRows={rows.length} selectedId={selected} onSelect={setSelected} height={400} />;
    }
    render(<Counted />);
    document.querySelector<HTMLElement>('[data-row-id="id-2"]')!.focus();
    rendered.length = 0;
    await user.keyboard('j');
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('id-3');
    expect(rendered.sort()).toEqual(['id-2', 'id-3']);
  });

  it('Enter opens the focused row before anything is selected', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness rows={items(5)} onOpen={onOpen} />);
    await user.tab();
    await user.tab(); // first row, nothing selected yet
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith({ id: 'id-0', name: 'Item 0' });
  });

  it('keeps the selected row mounted when it is far outside the window', () => {
    render(<Harness rows={items(2000)} initialSelected="id-1500" />);
    const row = document.querySelector('[data-row-id="id-1500"]');
    expect(row?.getAttribute('aria-rowindex')).toBe('1502');
    expect(row?.getAttribute('tabindex')).toBe('0');
  });

  it('keeps the focused row mounted and focused when Escape clears the selection far down the list', async () => {
    const user = userEvent.setup();
    render(<Harness rows={items(2000)} initialSelected="id-1500" />);
    const row = document.querySelector<HTMLElement>('[data-row-id="id-1500"]')!;
    row.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[aria-selected="true"]')).toBeNull());
    expect(document.querySelector('[data-row-id="id-1500"]')).toBe(row);
    expect(document.activeElement).toBe(row);
    // The row focus was left on stays the grid's tab stop.
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(document.querySelector('[data-row-id="id-0"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('goes on from a row focused away from the selected one', async () => {
    const user = userEvent.setup();
    render(<Harness rows={items(2000)} initialSelected="id-1500" />);
    document.querySelector<HTMLElement>('[data-row-id="id-3"]')!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(state()).toBe('id-4|none'));
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('id-4');
  });

  it('goes on from the focused row after Escape, not from the top of the list', async () => {
    const user = userEvent.setup();
    render(<Harness rows={items(2000)} initialSelected="id-1500" />);
    document.querySelector<HTMLElement>('[data-row-id="id-1500"]')!.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(state()).toBe('none|none'));
    // The first move selects the row that has focus, as when Tab has just landed on the first row.
    await user.keyboard('j');
    await waitFor(() => expect(state()).toBe('id-1500|none'));
    await user.keyboard('j');
    await waitFor(() => expect(state()).toBe('id-1501|none'));
    await user.keyboard('{Escape}k');
    await waitFor(() => expect(state()).toBe('id-1501|none'));
    await user.keyboard('k');
    await waitFor(() => expect(state()).toBe('id-1500|none'));
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('id-1500');
  });

  it('sorts from the header button: ascending, descending, none, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    render(<Harness rows={items(3)} />);
    const header = screen.getAllByRole('columnheader')[0]!;
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(state()).toBe('none|name');
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard('{Enter}');
    expect(state()).toBe('none|-name');
    await user.keyboard('{Enter}');
    expect(state()).toBe('none|none');
  });

  it('reads the sort param of the URL', () => {
    expect(toSorting('-startDate')).toEqual([{ id: 'startDate', desc: true }]);
    expect(toSorting(undefined)).toEqual([]);
  });
});
