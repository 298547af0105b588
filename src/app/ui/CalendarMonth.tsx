import { Button, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';

/** A calendar's month, inside a react-aria Calendar: previous and next month around its name, then its days. */
export function CalendarMonth() {
  return (
    <>
      <header>
        <Button slot="previous" className="button" aria-label="Previous month">‹</Button>
        <Heading />
        <Button slot="next" className="button" aria-label="Next month">›</Button>
      </header>
      <CalendarGrid>{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
    </>
  );
}
