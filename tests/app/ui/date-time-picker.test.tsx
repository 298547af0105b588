import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { zonedOf } from '#app/ui/date-time';
import { DateTimePicker } from '#app/ui/DateTimePicker';

const NOW = new Date('2030-03-10T17:20:30Z'); // 10:20:30 am PDT

function Harness({ initial = null, endOfDay }: { initial?: Date | null; endOfDay?: boolean }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <DateTimePicker label="Go live" value={value} onChange={setValue} endOfDay={endOfDay} now={() => NOW} />
      <p data-testid="iso">{value ? value.toISOString() : 'none'}</p>
    </>
  );
}
const iso = () => screen.getByTestId('iso').textContent;
const pacific = () => {
  const z = zonedOf(new Date(iso()!));
  return { day: z.day, month: z.month, hour: z.hour, minute: z.minute };
};

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose Go live' }));
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Go live' });
  // Into the calendar grid: its focused day is the one Tab stop of the grid.
  for (let i = 0; i < 6 && !document.activeElement?.closest('[role="grid"]'); i++) await user.tab();
  expect(document.activeElement?.closest('[role="grid"]')).toBeTruthy();
  return dialog;
}

async function tabTo(user: ReturnType<typeof userEvent.setup>, name: string) {
  for (let i = 0; i < 20 && document.activeElement?.textContent !== name; i++) await user.tab();
  expect(document.activeElement?.textContent).toBe(name);
}

describe('date-time picker', () => {
  it('picking a day without a time defaults to 9:00 Pacific', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await open(user);
    // The calendar focuses today's cell; Enter picks it.
    await user.keyboard('{Enter}');
    expect(pacific()).toMatchObject({ hour: 9, minute: 0 });
  });

  it('the end-of-day default uses 23:59', async () => {
    const user = userEvent.setup();
    render(<Harness endOfDay />);
    await open(user);
    await user.keyboard('{Enter}');
    expect(pacific()).toMatchObject({ hour: 23, minute: 59 });
  });

  it('picking another day keeps the chosen time', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date('2030-03-10T21:45:00Z')} />); // 2:45 pm PDT
    await open(user);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(pacific()).toEqual({ month: 3, day: 11, hour: 14, minute: 45 });
  });

  it('Now sets now plus one minute, Clear empties it, Dismiss closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await open(user);
    await tabTo(user, 'Now');
    await user.keyboard('{Enter}');
    expect(iso()).toBe('2030-03-10T17:21:00.000Z');
    expect(screen.getByText(/Mar 10, 2030, 10:21 AM/)).toBeTruthy();
    await tabTo(user, 'Clear');
    await user.keyboard('{Enter}');
    expect(iso()).toBe('none');
    expect(dialog.isConnected).toBe(true);
    await tabTo(user, 'Dismiss');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it('hour and minute selects set the time by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date('2030-03-10T16:00:00Z')} />); // 9:00 am PDT
    const dialog = await open(user);
    // Type-ahead on the focused select picks the hour, then the minute.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Hour/ }));
    await user.keyboard('11');
    expect(pacific()).toMatchObject({ hour: 11, minute: 0 });
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Minute/ }));
    await user.keyboard('59');
    expect(pacific()).toMatchObject({ day: 10, hour: 11, minute: 59 });
  });
});
