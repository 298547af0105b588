import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PacificDateEditor, PacificDateRangeEditor } from '#app/ui/PacificDateEditor';
import { YEAR_MESSAGE } from '#app/ui/date-time';

type User = ReturnType<typeof userEvent.setup>;
const NOW = new Date('2030-03-10T17:20:30Z'); // 10:20 am PDT

function One({ kind, initial = null }: { kind: 'start' | 'end'; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <PacificDateEditor label="Start Date" kind={kind} value={value} onChange={setValue} now={() => NOW} />
      <p data-testid="value">{value ?? 'none'}</p>
    </>
  );
}
const value = () => screen.getByTestId('value').textContent;

/** Tabs to the control whose accessible name starts with `name`. */
async function tabTo(user: User, name: string) {
  for (let i = 0; i < 40; i++) {
    const el = document.activeElement as HTMLElement;
    if (el === document.body) {
      await user.tab();
      continue;
    }
    const label = el?.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || el?.getAttribute('aria-label') || el?.textContent || '';
    if (label.includes(name)) return el;
    await user.tab();
  }
  throw new Error(`never reached ${name}`);
}

async function typeDate(user: User, month: string, day: string, year: string) {
  await tabTo(user, 'Start Date Month');
  await user.keyboard(month);
  await user.tab();
  await user.keyboard(day);
  await user.tab();
  await user.keyboard(year);
}

describe('Pacific date editor', () => {
  it('a start date defaults to 09:00 am Pacific and is stored in UTC with [UTC]', async () => {
    const user = userEvent.setup();
    render(<One kind="start" />);
    await typeDate(user, 'March', '10', '2030');
    expect(value()).toBe('2030-03-10T16:00:00Z[UTC]');
  });

  it('an end date defaults to 11:59 pm Pacific', async () => {
    const user = userEvent.setup();
    render(<One kind="end" />);
    await typeDate(user, 'January', '15', '2030');
    expect(value()).toBe('2030-01-16T07:59:00Z[UTC]');
  });

  it('hour, minute and am/pm set the time', async () => {
    const user = userEvent.setup();
    render(<One kind="start" initial="2030-03-10T16:00:00Z[UTC]" />);
    await tabTo(user, 'Start Date Hour');
    await user.keyboard('05');
    await user.tab();
    await user.keyboard('30');
    await user.tab();
    await user.keyboard('p');
    expect(value()).toBe('2030-03-11T00:30:00Z[UTC]'); // 5:30 pm PDT
  });

  it('a time the spring-forward skips is moved an hour on, shown as saved, and said so', async () => {
    const user = userEvent.setup();
    render(<One kind="start" initial="2027-03-14T17:00:00Z[UTC]" />); // Mar 14, 2027, 10:00 am PDT: the day clocks go forward
    await tabTo(user, 'Start Date Minute');
    await user.keyboard('30');
    await user.tab({ shift: true });
    await user.keyboard('02');
    // 2:30 am does not exist that day: 3:30 am PDT is what is saved, and what the editor shows.
    expect(value()).toBe('2027-03-14T10:30:00Z[UTC]');
    expect(screen.getByRole('status').textContent).toBe('There is no 02:30 am on March 14, 2027 in Pacific time (clocks move forward an hour): set to 03:30 am');
    expect(within(screen.getByRole('group', { name: 'Start Date' })).getAllByRole('button').map((b) => b.textContent)).toContain('03▾');
    await user.tab();
    await user.tab();
    await user.keyboard('p');
    expect(value()).toBe('2027-03-14T22:30:00Z[UTC]');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the year takes 4 characters at most and no later than 2050', async () => {
    const user = userEvent.setup();
    render(<One kind="start" />);
    await typeDate(user, 'March', '10', '20511');
    const year = screen.getByRole('textbox', { name: 'Start Date Year' }) as HTMLInputElement;
    expect(year.value).toBe('2051');
    expect(value()).toBe('none');
    expect(screen.getByText(YEAR_MESSAGE)).toBeTruthy();
    await user.keyboard('{Backspace}0');
    expect(year.value).toBe('2050');
    expect(value()).toBe('2050-03-10T17:00:00Z[UTC]'); // daylight saving starts 13 March 2050
  });

  it('day options follow the month and leap years', async () => {
    const user = userEvent.setup();
    render(<One kind="start" />);
    await typeDate(user, 'February', '29', '2028');
    expect(value()).toBe('2028-02-29T17:00:00Z[UTC]');
    const days = async () => {
      await tabTo(user, 'Start Date Day');
      await user.keyboard('{Enter}');
      const n = within(screen.getByRole('listbox')).getAllByRole('option').length;
      await user.keyboard('{Escape}');
      return n;
    };
    expect(await days()).toBe(29);
    // 2029 is no leap year: 29 February no longer exists, so the day is dropped.
    await tabTo(user, 'Start Date Year');
    await user.keyboard('{End}{Backspace}9');
    expect((screen.getByRole('textbox', { name: 'Start Date Year' }) as HTMLInputElement).value).toBe('2029');
    expect(value()).toBe('none');
    expect(await days()).toBe(28);
    // react-aria's type-ahead keeps what was typed for 1 s (as native selects do): typed sooner, 'April'
    // would extend the earlier 'February' and match nothing. A person pauses longer than that here.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await tabTo(user, 'Start Date Month');
    await user.keyboard('April');
    expect(await days()).toBe(30);
  });

  it("the calendar popup's Now sets now plus one minute", async () => {
    const user = userEvent.setup();
    render(<One kind="start" />);
    await tabTo(user, 'Start Date Calendar');
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Start Date Calendar' });
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Now'; i++) await user.tab();
    await user.keyboard('{Enter}');
    expect(value()).toBe('2030-03-10T17:21:00Z[UTC]');
    expect(dialog.isConnected).toBe(false);
  });

  it('picking a day in the calendar keeps the default time', async () => {
    const user = userEvent.setup();
    render(<One kind="start" initial="2030-03-10T16:00:00Z[UTC]" />);
    await tabTo(user, 'Start Date Calendar');
    await user.keyboard('{Enter}');
    for (let i = 0; i < 6 && !document.activeElement?.closest('[role="grid"]'); i++) await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('2030-03-17T16:00:00Z[UTC]');
  });

  it("'Delete Dates' clears start and end", async () => {
    const user = userEvent.setup();
    function Range() {
      const [r, setR] = useState<{ start: string | null; end: string | null }>({ start: '2030-03-10T16:00:00Z[UTC]', end: '2030-04-01T06:59:00Z[UTC]' });
      return (
        <>
          <PacificDateRangeEditor start={r.start} end={r.end} onChange={setR} />
          <p data-testid="value">{`${r.start ?? 'none'} ${r.end ?? 'none'}`}</p>
        </>
      );
    }
    render(<Range />);
    expect((screen.getByRole('textbox', { name: 'End Date Year' }) as HTMLInputElement).value).toBe('2030');
    await tabTo(user, 'Delete Dates');
    await user.keyboard('{Enter}');
    expect(value()).toBe('none none');
    expect((screen.getByRole('textbox', { name: 'End Date Year' }) as HTMLInputElement).value).toBe('');
  });

  it("'Delete Dates' also clears a date still being typed (its value is already none)", async () => {
    const user = userEvent.setup();
    function Range() {
      const [r, setR] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
      return <PacificDateRangeEditor start={r.start} end={r.end} onChange={setR} />;
    }
    render(<Range />);
    await tabTo(user, 'Start Date Year');
    await user.keyboard('2051');
    expect(await screen.findByText(YEAR_MESSAGE)).toBeTruthy();
    await tabTo(user, 'Delete Dates');
    await user.keyboard('{Enter}');
    expect((screen.getByRole('textbox', { name: 'Start Date Year' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(YEAR_MESSAGE)).toBeNull();
    // Focus stays on the button that was pressed.
    expect(document.activeElement?.textContent).toBe('Delete Dates');
  });
});

describe('a date begun but not finished', () => {
  function InForm({ onSubmit }: { onSubmit: (value: string | null) => void }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(value);
        }}
      >
        <PacificDateEditor label="End Date" kind="end" value={value} onChange={setValue} now={() => NOW} />
        <button type="submit">Submit</button>
      </form>
    );
  }

  it('holds the form’s submission with a message naming the date, focus on the missing part, until finished', async () => {
    const user = userEvent.setup();
    const submitted: (string | null)[] = [];
    render(<InForm onSubmit={(v) => submitted.push(v)} />);
    const message = 'End Date is not a complete date: choose its month and day and enter a valid year, or clear them';
    // Nothing begun: the form submits with no date.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([null]);
    await tabTo(user, 'End Date Month');
    await user.keyboard('March');
    await tabTo(user, 'End Date Day');
    await user.keyboard('15');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([null]);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'End Date Year' }));
    await user.keyboard('2030');
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([null, '2030-03-16T06:59:00Z[UTC]']);
  });
});
