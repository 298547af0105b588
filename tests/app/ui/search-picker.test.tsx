import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Page, PickerSource } from '#app/api/client';
import { SearchMultiPicker, SearchSelectPicker } from '#app/ui/SearchPicker';

type Row = { id: string; name: string };

/** A gateway list of `count` companies named 'Company 0001'…, searched by name (contains, any case), keyset pages by offset. */
function fakeSource(count: number) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: `c-${i + 1}`, name: `Company ${String(i + 1).padStart(4, '0')}` }));
  const asked: { name?: string; limit: number; cursor?: string }[] = [];
  const source: PickerSource<Row> = {
    key: ['test-companies'],
    label: (r) => r.name,
    list: async (p) => {
      asked.push(p);
      const hits = rows.filter((r) => r.name.toLowerCase().includes((p.name ?? '').toLowerCase()));
      const from = Number(p.cursor ?? 0);
      const next = from + p.limit < hits.length ? String(from + p.limit) : null;
      return { objects: hits.slice(from, from + p.limit), pagination: { objectCount: hits.length, pageCount: 0, pageIndex: 0, limit: p.limit, next } } satisfies Page<Row>;
    },
  };
  return { rows, asked, source };
}

function Picker({ source, initial = [], nameOf }: { source: PickerSource<Row>; initial?: string[]; nameOf?: (id: string) => string | undefined }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SearchMultiPicker label="Companies" source={source} value={value} onChange={setValue} nameOf={nameOf} />
    </QueryClientProvider>
  );
}

function SelectPicker({ source, initial = null, nameOf }: { source: PickerSource<Row>; initial?: string | null; nameOf?: (id: string) => string | undefined }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SearchSelectPicker label="Company" source={source} value={value} onChange={setValue} nameOf={nameOf} isRequired />
      <output>{value}</output>
    </QueryClientProvider>
  );
}

/** The last message of react-aria's polite live region (the page's announcer). */
const announced = () => [...document.querySelectorAll('[data-live-announcer] [aria-live="polite"] > *')].at(-1)?.textContent ?? '';

const chosen = () => within(screen.getByRole('grid', { name: 'Chosen Companies' })).getAllByRole('row').map((r) => r.textContent?.replace('×', '').trim());

describe('search picker', () => {
  it('while the answer for the text as typed is on its way, offers only the earlier matches that still hold it: Enter picks no match of a text gone past', async () => {
    const { source } = fakeSource(30);
    let hold: Promise<void> | undefined;
    let release = () => {};
    const held: PickerSource<Row> = { ...source, list: async (p, signal) => (await hold, source.list(p, signal)) };
    const user = userEvent.setup();
    render(<Picker source={held} />);
    await user.tab();
    await user.keyboard('Company 001');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    hold = new Promise((resolve) => (release = resolve));
    await user.keyboard('7');
    // the answer for 'Company 0017' has not come: of the ten shown, the one that holds it stays
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Company 0017']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toEqual(['Company 0017']);
    release();
  });

  it('asks the gateway for what is typed, announces the count, and picks a match far beyond the first pages with the keyboard', async () => {
    const { asked, source } = fakeSource(650);
    const user = userEvent.setup();
    render(<Picker source={source} />);
    // Nothing is asked for until the picker is used.
    expect(asked).toHaveLength(0);
    await user.tab();
    await user.keyboard('0601');
    await waitFor(() => expect(announced()).toBe('1 match'));
    expect(asked.at(-1)).toMatchObject({ name: '0601', limit: 20 });
    // Typing opened the list: the matches show as they come, without a key to open it.
    expect(screen.getByRole('option', { name: 'Company 0601' })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(chosen()).toEqual(['Company 0601']);
    // The box is cleared for the next pick; the chosen company is not offered again.
    expect((screen.getByRole('combobox', { name: 'Companies' }) as HTMLInputElement).value).toBe('');
    await user.keyboard('060');
    await waitFor(() => expect(announced()).toBe('11 matches'));
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('option', { name: 'Company 0601' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Company 0060' })).toBeTruthy();
  });

  it('says when nothing matches; Escape closes the list', async () => {
    const { source } = fakeSource(5);
    const user = userEvent.setup();
    render(<Picker source={source} />);
    await user.tab();
    await user.keyboard('Willow');
    await waitFor(() => expect(announced()).toBe('No matches'));
    expect(screen.getByRole('listbox').textContent).toBe('No matches');
    // Escape closes the list for good (react-aria empties the box as it closes: that reopens nothing).
    await user.keyboard('{Escape}');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('names chosen records that no search holds by what the caller read, and removes them with Backspace', async () => {
    const { source } = fakeSource(3);
    const user = userEvent.setup();
    render(<Picker source={source} initial={['c-9000', 'c-2']} nameOf={(id) => (id === 'c-9000' ? 'Willow Table' : undefined)} />);
    // One not read yet shows its id rather than nothing.
    expect(chosen()).toEqual(['Willow Table', 'c-2']);
    screen.getByRole('row', { name: 'Willow Table' }).focus();
    await user.keyboard('{Backspace}');
    expect(chosen()).toEqual(['c-2']);
  });

  it('while its list is open, the rest of the page is out of the Tab order too (issue 24 §5); Escape closes the list and gives the page back', async () => {
    const { source } = fakeSource(5);
    const user = userEvent.setup();
    render(
      <>
        <Picker source={source} />
        <button type="button">After</button>
      </>,
    );
    const after = screen.getByRole('button', { name: 'After' });
    await user.tab();
    await user.keyboard('Company');
    await waitFor(() => expect(announced()).toBe('5 matches'));
    expect(screen.getByRole('listbox')).toBeTruthy();
    // react-aria hides the page from screen readers: what it hides cannot take focus either
    expect(after.inert).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Companies' }).closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(after.inert).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Companies' }));
  });

  it('single: shows the chosen record by name though no page holds it, finds another by search, and goes back to the chosen name when left', async () => {
    const { asked, source } = fakeSource(650);
    const user = userEvent.setup();
    render(<SelectPicker source={source} initial="c-9000" nameOf={(id) => (id === 'c-9000' ? 'Willow Table' : undefined)} />);
    const box = screen.getByRole('combobox', { name: 'Company' }) as HTMLInputElement;
    expect(box.value).toBe('Willow Table');
    await user.tab();
    await user.keyboard('{Control>}a{/Control}0601');
    await waitFor(() => expect(announced()).toBe('1 match'));
    expect(asked.at(-1)).toMatchObject({ name: '0601', limit: 20 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box.value).toBe('Company 0601');
    expect(screen.getByRole('status').textContent).toBe('c-601');
    // Text typed over the choice and left is not a choice: the box shows the chosen name again.
    await user.keyboard('{Control>}a{/Control}Nothing like it');
    await waitFor(() => expect(announced()).toBe('No matches'));
    await user.tab();
    await waitFor(() => expect(box.value).toBe('Company 0601'));
    expect(screen.getByRole('status').textContent).toBe('c-601');
  });
});
