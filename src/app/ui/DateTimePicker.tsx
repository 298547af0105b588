import { today } from '@internationalized/date';
import { useId } from 'react';
import { Button, Calendar } from 'react-aria-components';
import { CalendarPopover } from './CalendarPopover';
import { CalendarMonth } from './CalendarMonth';
import { DAY_END, DAY_START, formatDateTime, HOURS_24, instantOf, MINUTES, nowPlusOneMinute, PACIFIC, zonedOf } from './date-time';
import { SelectField } from './SelectField';
import './fields.css';

export interface DateTimePickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** A day picked without a time gets the end of the day (23:59) instead of 9:00. */
  endOfDay?: boolean;
  timeZone?: string;
  description?: string;
  /** A rule the picked date breaks, shown under the field and read with its button. */
  error?: string;
  /** The clock, for tests. */
  now?: () => Date;
}

export const DATE_TIME_PICKER_TEXT = { now: 'Now', clear: 'Clear', dismiss: 'Dismiss', hour: 'Hour', minute: 'Minute', empty: 'Not set' } as const;

/**
 * Date-time picker (spec 1 §2 Other widgets, §4): a calendar with hour and minute selects and
 * Now (now + 1 minute), Clear and Dismiss. Picking a day without a time defaults to 9:00, or to the
 * end of the day with `endOfDay`.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const { label, value, onChange, timeZone = PACIFIC, now = () => new Date() } = props;
  const id = useId();
  const zoned = value ? zonedOf(value, timeZone) : null;
  const fallback = props.endOfDay ? DAY_END : DAY_START;

  const pickDay = (day: { year: number; month: number; day: number }) => {
    const time = zoned ? { hour: zoned.hour, minute: zoned.minute } : fallback;
    onChange(instantOf(day.year, day.month, day.day, time.hour, time.minute, timeZone));
  };
  const setTime = (part: 'hour' | 'minute', text: string | null) => {
    if (text === null) return;
    const base = zoned ?? zonedOf(nowPlusOneMinute(now()), timeZone).set({ ...fallback });
    const next = base.set({ [part]: Number(text), second: 0, millisecond: 0 });
    onChange(instantOf(next.year, next.month, next.day, next.hour, next.minute, timeZone));
  };

  return (
    <div className="field date-time-picker">
      <span className="field-label" id={`${id}-label`}>{label}</span>
      <div className="date-time-row">
        <output id={`${id}-value`} aria-labelledby={`${id}-label`} className="date-time-value">
          {value ? formatDateTime(value, timeZone) : DATE_TIME_PICKER_TEXT.empty}
        </output>
        <CalendarPopover button="Choose" buttonLabel={`Choose ${label}`} dialogLabel={label} describedBy={props.error ? `${id}-value ${id}-error` : undefined}>
          {(close) => (
            <>
              {/* The value zoned, so that the calendar's today is the picker's zone's, not the browser's; with
                  no value (react-aria then takes the browser's zone) it opens on the zone's today. */}
              <Calendar autoFocus aria-label={label} className="calendar" value={zoned} defaultFocusedValue={zoned ? undefined : today(timeZone)} onChange={pickDay}>
                <CalendarMonth />
              </Calendar>
              <div className="date-time-row">
                <SelectField label={DATE_TIME_PICKER_TEXT.hour} options={HOURS_24} value={zoned ? String(zoned.hour) : null} onChange={(h) => setTime('hour', h)} placeholder="--" />
                <SelectField label={DATE_TIME_PICKER_TEXT.minute} options={MINUTES} value={zoned ? String(zoned.minute) : null} onChange={(m) => setTime('minute', m)} placeholder="--" />
              </div>
              <div className="date-actions">
                <Button className="button" onPress={() => onChange(nowPlusOneMinute(now()))}>{DATE_TIME_PICKER_TEXT.now}</Button>
                <Button className="button" onPress={() => onChange(null)}>{DATE_TIME_PICKER_TEXT.clear}</Button>
                <Button className="button button-primary" onPress={close}>{DATE_TIME_PICKER_TEXT.dismiss}</Button>
              </div>
            </>
          )}
        </CalendarPopover>
      </div>
      {props.description && <span className="field-description">{props.description}</span>}
      {props.error && <span className="field-error" id={`${id}-error`}>{props.error}</span>}
    </div>
  );
}
