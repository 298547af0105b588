import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from '#app/ui/DateTimePicker';
import { PacificDateEditor } from '#app/ui/PacificDateEditor';

// The browser's zone is Tokyo, before anything reads it: at the clock below Tokyo's date is
// Sunday 10 March 2030 while Pacific's is still Saturday 9 March (7 pm PST).
const savedTz = vi.hoisted(() => {
  const saved = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
  return saved;
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const CLOCK = new Date('2030-03-10T03:00:00Z');
// Only Date is faked, so user-event's timers still run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(CLOCK);
});
afterEach(() => vi.useRealTimers());

type User = ReturnType<typeof userEvent.setup>;

/** Opens the popup from its button and tabs into the calendar grid (its focused day is the grid's one Tab stop). */
async function openCalendar(user: User, button: string) {
  for (let i = 0; i < 20 && document.activeElement?.getAttribute('aria-label') !== button; i++) await user.tab();
  expect(document.activeElement?.getAttribute('aria-label')).toBe(button);
  await user.keyboard('{Enter}');
  for (let i = 0; i < 6 && !document.activeElement?.closest('[role="grid"]'); i++) await user.tab();
  const grid = document.activeElement?.closest<HTMLElement>('[role="grid"]');
  expect(grid).toBeTruthy();
  return grid!;
}
const focusedDay = () => document.activeElement?.getAttribute('aria-label') ?? '';
const todayMarker = (grid: HTMLElement) => [...grid.querySelectorAll('[data-today]')].map((cell) => cell.getAttribute('aria-label'));

it('runs in a browser zone whose date differs from Pacific’s', () => {
  expect(new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone).toBe('Asia/Tokyo');
  expect(new Date().getDate()).toBe(10);
});

describe('date-time picker calendar: today is the picker’s zone’s, not the browser’s', () => {
  function Picker({ initial = null, timeZone }: { initial?: Date | null; timeZone?: string }) {
    const [value, setValue] = useState<Date | null>(initial);
    return (
      <>
        <DateTimePicker label="Go live" value={value} onChange={setValue} timeZone={timeZone} />
        <p data-testid="iso">{value ? value.toISOString() : 'none'}</p>
      </>
    );
  }

  it('with no value it opens on Pacific’s today, and Enter picks that day at 9:00 Pacific', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await openCalendar(user, 'Choose Go live');
    expect(focusedDay()).toMatch(/Saturday, March 9, 2030/);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('iso').textContent).toBe('2030-03-09T17:00:00.000Z');
  });

  it('with a value, the today marker (data-today, announced "Today") is on Pacific’s date', async () => {
    const user = userEvent.setup();
    render(<Picker initial={new Date('2030-03-20T16:00:00Z')} />);
    const grid = await openCalendar(user, 'Choose Go live');
    expect(focusedDay()).toMatch(/Wednesday, March 20, 2030/);
    expect(todayMarker(grid)).toEqual([expect.stringMatching(/^Today, Saturday, March 9, 2030/)]);
  });

  it('follows its timeZone prop: Auckland is already on 11 March', async () => {
    vi.setSystemTime(new Date('2030-03-10T14:30:00Z')); // Tokyo: 10 March 23:30; Auckland: 11 March 03:30
    const user = userEvent.setup();
    const view = render(<Picker timeZone="Pacific/Auckland" />);
    await openCalendar(user, 'Choose Go live');
    expect(focusedDay()).toMatch(/Monday, March 11, 2030/);
    view.unmount();
    render(<Picker timeZone="Pacific/Auckland" initial={new Date('2030-03-20T00:00:00Z')} />);
    const grid = await openCalendar(user, 'Choose Go live');
    expect(todayMarker(grid)).toEqual([expect.stringMatching(/^Today, Monday, March 11, 2030/)]);
  });
});

describe('Pacific date editor calendar: today is Pacific’s, not the browser’s', () => {
  function Editor({ initial = null }: { initial?: string | null }) {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <>
        <PacificDateEditor label="Start Date" kind="start" value={value} onChange={setValue} />
        <p data-testid="value">{value ?? 'none'}</p>
      </>
    );
  }

  it('with no date it opens on Pacific’s today, and Enter picks that day', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await openCalendar(user, 'Start Date Calendar');
    expect(focusedDay()).toMatch(/Saturday, March 9, 2030/);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2030-03-09T17:00:00Z[UTC]'); // 9:00 am PST
  });

  it('with a date, the today marker is on Pacific’s date', async () => {
    const user = userEvent.setup();
    render(<Editor initial="2030-03-20T16:00:00Z[UTC]" />);
    const grid = await openCalendar(user, 'Start Date Calendar');
    expect(focusedDay()).toMatch(/Wednesday, March 20, 2030/);
    expect(todayMarker(grid)).toEqual([expect.stringMatching(/^Today, Saturday, March 9, 2030/)]);
  });
});
