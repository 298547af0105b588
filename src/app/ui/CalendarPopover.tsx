import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';

/**
 * A date field's calendar: a button that opens a popover dialog below it. `children` lays out the
 * dialog (a calendar and its actions) and gets `close`, for the picks that also close it.
 */
export function CalendarPopover({ button, buttonLabel, dialogLabel, describedBy, children }: {
  /** the button's text */
  button: string;
  /** the button's name, as assistive technology reads it */
  buttonLabel: string;
  dialogLabel: string;
  describedBy?: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger>
      <Button className="button" aria-label={buttonLabel} aria-describedby={describedBy}>{button}</Button>
      <Popover className="date-popover" placement="bottom start">
        <Dialog className="date-dialog" aria-label={dialogLabel}>
          {({ close }) => children(close)}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
