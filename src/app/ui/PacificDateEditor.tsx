import { today } from '@internationalized/date';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Calendar, FieldError, Input, Label, TextField } from 'react-aria-components';
import { CalendarPopover } from './CalendarPopover';
import { CalendarMonth } from './CalendarMonth';
import { formatUtc, parseUtc } from '#domain/timestamp';
import { DAY_END, DAY_START, daysInMonth, instantOf, MINUTES, nowPlusOneMinute, PACIFIC, validYear, YEAR_MESSAGE, zonedOf } from './date-time';
import { SelectField } from './SelectField';
import { useSubmitGuard } from './use-submit-guard';
import './fields.css';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS = MONTH_NAMES.map((name, i) => ({ id: String(i + 1), label: name }));
const HOURS_12 = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), label: String(i + 1).padStart(2, '0') }));
const MERIDIEMS = [
  { id: 'am', label: 'am' },
  { id: 'pm', label: 'pm' },
];

export const DATE_EDITOR_TEXT = {
  month: 'Month',
  day: 'Day',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  meridiem: 'am/pm',
  calendar: 'Calendar',
  now: 'Now',
  deleteDates: 'Delete Dates',
  /** Ours, not the spec's: a date begun but not finished, which the form would otherwise take as none. */
  incomplete: (label: string) => `${label} is not a complete date: choose its month and day and enter a valid year, or clear them`,
  /** The year's message named by its date, for the form's summary. */
  badYear: (label: string) => `${label} year: ${YEAR_MESSAGE}`,
  startDate: 'Start Date',
  endDate: 'End Date',
  /** Ours: a wall time the spring-forward skips is no instant, so the editor moves it on and says so. */
  skipped: (asked: string, date: string, set: string) => `There is no ${asked} on ${date} in Pacific time (clocks move forward an hour): set to ${set}`,
} as const;

/** The editor's pieces as the user sees them (Pacific wall clock, 12-hour). */
interface Parts {
  month: string | null;
  day: string | null;
  year: string;
  hour: string;
  minute: string;
  meridiem: 'am' | 'pm';
}

export type DateEditorKind = 'start' | 'end';

/** A part of the editor a problem may name (the summary's link focuses it). */
export type DatePart = 'year';

/** spec 1 §5: start defaults to 09:00 am, end to 11:59 pm. */
const defaultTime = (kind: DateEditorKind) => clock12(kind === 'start' ? DAY_START : DAY_END);

/** A 24-hour time as the editor's 12-hour hour, minute and am/pm. */
function clock12(t: { hour: number; minute: number }): Pick<Parts, 'hour' | 'minute' | 'meridiem'> {
  return { hour: String(t.hour % 12 || 12), minute: String(t.minute), meridiem: t.hour < 12 ? 'am' : 'pm' };
}

/** A Pacific wall-clock time as every part of the editor. */
const partsOfZoned = (z: { year: number; month: number; day: number; hour: number; minute: number }): Parts => ({
  month: String(z.month),
  day: String(z.day),
  year: String(z.year),
  ...clock12(z),
});

function partsOf(utc: string | null | undefined, kind: DateEditorKind): Parts {
  const date = utc ? parseUtc(utc) : undefined;
  if (!date) return { month: null, day: null, year: '', ...defaultTime(kind) };
  return partsOfZoned(zonedOf(date, PACIFIC));
}

const clockText = (p: Parts) => `${p.hour.padStart(2, '0')}:${p.minute.padStart(2, '0')} ${p.meridiem}`;
const dateText = (p: Parts) => `${MONTH_NAMES[Number(p.month) - 1]} ${p.day}, ${p.year}`;

/** The UTC text of complete, valid parts; null while anything is missing or invalid. */
function utcOf(p: Parts): string | null {
  if (!p.month || !p.day || !validYear(p.year)) return null;
  const year = Number(p.year);
  const month = Number(p.month);
  const day = Number(p.day);
  if (day > daysInMonth(month, year)) return null;
  const hour = (Number(p.hour) % 12) + (p.meridiem === 'pm' ? 12 : 0);
  return formatUtc(instantOf(year, month, day, hour, Number(p.minute), PACIFIC));
}

export interface PacificDateEditorProps {
  label: string;
  kind: DateEditorKind;
  /** the document field it edits ('startDate'): a 'Missing values' line about it links here */
  field?: string;
  /** UTC text with the '[UTC]' suffix, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage?: string;
  now?: () => Date;
  /**
   * Told what is wrong with the parts as typed (a year past 2050 or of fewer than 4 digits, a date
   * begun but not finished), or undefined: the form lists it under 'Missing values' and holds Submit,
   * as it does for its own rules, though the editor gives it no date to judge. `part` is 'year'
   * when the year is what is wrong, so that the summary's line leads to the year, not the month.
   */
  onProblem?: (message: string | undefined, part?: DatePart) => void;
}

/**
 * Date editor for campaign start and end in Pacific time (spec 1 §2, §5): month, day (options follow
 * the month and leap years), year (4 characters, at most 2050), hour, minute, am/pm, and a
 * calendar popup with Now. Emits UTC text once every part is valid, null otherwise.
 */
export function PacificDateEditor(props: PacificDateEditorProps) {
  const { label, kind, value, onChange, now = () => new Date() } = props;
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value, kind));
  const [skipped, setSkipped] = useState<string>();
  const emitted = useRef<string | null>(value);
  // An outside change (load, reload, Delete Dates) resets the parts; our own echoes do not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setParts(partsOf(value, kind));
    setSkipped(undefined);
  }, [value, kind]);

  const update = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    // A day beyond the month's days (31 → February) is dropped rather than rolled over.
    const max = next.month ? daysInMonth(Number(next.month), validYear(next.year) ? Number(next.year) : undefined) : 31;
    if (next.day && Number(next.day) > max) next.day = null;
    const utc = utcOf(next);
    // Parts in the hour the spring-forward skips name no instant: the one saved is an hour on, so the
    // editor shows that one and says why, rather than show one time and save another.
    const saved = utc ? partsOf(utc, kind) : undefined;
    const moved = saved && (saved.day !== next.day || clockText(saved) !== clockText(next));
    setSkipped(moved ? DATE_EDITOR_TEXT.skipped(clockText(next), dateText(next), clockText(saved)) : undefined);
    setParts(moved ? saved : next);
    if (utc !== emitted.current) {
      emitted.current = utc;
      onChange(utc);
    }
  };

  const yearValue = validYear(parts.year) ? Number(parts.year) : undefined;
  const days = Array.from({ length: parts.month ? daysInMonth(Number(parts.month), yearValue) : 31 }, (_, i) => ({ id: String(i + 1), label: String(i + 1).padStart(2, '0') }));
  const yearInvalid = parts.year !== '' && !validYear(parts.year);
  const current = utcOf(parts);
  // Begun but not a date yet, so the form holds none: its submission waits until this one is
  // finished or cleared, with a message here (rather than saving the record without the date). A
  // stored date the editor cannot show as valid (a year past 2050) is still the form's, untouched.
  const begun = Boolean(parts.month || parts.day || parts.year);
  const incomplete = begun && !current && value === null;
  const [refused, setRefused] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useSubmitGuard(fieldset, () => incomplete, (mayFocus) => {
    setRefused(true);
    if (!mayFocus) return;
    const [month, day] = fieldset.current?.querySelectorAll<HTMLElement>('.select-button') ?? [];
    const year = fieldset.current?.querySelector<HTMLElement>('.year-input');
    (!parts.month ? month : !parts.day ? day : year)?.focus();
  });
  const incompleteMessage = refused && incomplete ? DATE_EDITOR_TEXT.incomplete(label) : undefined;
  const problem = yearInvalid ? DATE_EDITOR_TEXT.badYear(label) : incomplete ? DATE_EDITOR_TEXT.incomplete(label) : undefined;
  const problemPart: DatePart | undefined = yearInvalid ? 'year' : undefined;
  const { onProblem } = props;
  useEffect(() => {
    onProblem?.(problem, problemPart);
  }, [onProblem, problem, problemPart]);
  // an editor that goes (Delete Dates remakes it; a post-scan video hides the dates) holds nothing
  useEffect(() => () => onProblem?.(undefined), [onProblem]);
  // Zoned, so that the calendar's today (its marker and 'Today' label) is Pacific's, not the
  // browser's; react-aria takes the zone only from a value, so an empty editor opens on Pacific's
  // today instead (its today marker then still follows the browser's zone).
  const currentDate = current ? parseUtc(current) : undefined;
  const calendarValue = currentDate ? zonedOf(currentDate, PACIFIC) : null;

  const pickDay = (d: { year: number; month: number; day: number }) => update({ month: String(d.month), day: String(d.day), year: String(d.year) });
  const setNow = () => update(partsOfZoned(zonedOf(nowPlusOneMinute(now()), PACIFIC)));

  return (
    <fieldset ref={fieldset} className="date-editor" data-field={props.field} data-invalid={props.errorMessage || incompleteMessage ? true : undefined} aria-describedby={[props.errorMessage && `${id}-error`, incompleteMessage && `${id}-incomplete`].filter(Boolean).join(' ') || undefined}>
      <legend>{label}</legend>
      <div className="date-time-row">
        <SelectField label={`${label} ${DATE_EDITOR_TEXT.month}`} hideLabel options={MONTHS} value={parts.month} onChange={(month) => update({ month })} placeholder="Month" />
        <SelectField label={`${label} ${DATE_EDITOR_TEXT.day}`} hideLabel options={days} value={parts.day} onChange={(day) => update({ day })} placeholder="Day" />
        <TextField
          className="field"
          // the summary's line on the year leads here ('startDate.year')
          data-field={props.field ? `${props.field}.year` : undefined}
          value={parts.year}
          onChange={(year) => update({ year: year.replace(/\D/g, '').slice(0, 4) })}
          maxLength={4}
          inputMode="numeric"
          isInvalid={yearInvalid}
          validationBehavior="aria"
        >
          <Label className="visually-hidden">{`${label} ${DATE_EDITOR_TEXT.year}`}</Label>
          <Input className="year-input" placeholder="YYYY" />
          <FieldError className="field-error">{YEAR_MESSAGE}</FieldError>
        </TextField>
        <SelectField label={`${label} ${DATE_EDITOR_TEXT.hour}`} hideLabel options={HOURS_12} value={parts.hour} onChange={(hour) => hour && update({ hour })} />
        <SelectField label={`${label} ${DATE_EDITOR_TEXT.minute}`} hideLabel options={MINUTES} value={parts.minute} onChange={(minute) => minute && update({ minute })} />
        <SelectField label={`${label} ${DATE_EDITOR_TEXT.meridiem}`} hideLabel options={MERIDIEMS} value={parts.meridiem} onChange={(m) => (m === 'am' || m === 'pm') && update({ meridiem: m })} />
        <CalendarPopover button={DATE_EDITOR_TEXT.calendar} buttonLabel={`${label} ${DATE_EDITOR_TEXT.calendar}`} dialogLabel={`${label} ${DATE_EDITOR_TEXT.calendar}`}>
          {(close) => (
            <>
              <Calendar
                aria-label={label}
                className="calendar"
                value={calendarValue}
                defaultFocusedValue={calendarValue ? undefined : today(PACIFIC)}
                onChange={(d) => {
                  pickDay(d);
                  close();
                }}
              >
                <CalendarMonth />
              </Calendar>
              <div className="date-actions">
                <Button
                  className="button"
                  onPress={() => {
                    setNow();
                    close();
                  }}
                >
                  {DATE_EDITOR_TEXT.now}
                </Button>
              </div>
            </>
          )}
        </CalendarPopover>
      </div>
      <p role="status" className="field-description">
        {skipped}
      </p>
      {/* There from the start, so that screen readers announce the message when a submission is refused. */}
      <p id={`${id}-incomplete`} role="alert" className="field-error">
        {incompleteMessage}
      </p>
      {props.errorMessage && (
        <p id={`${id}-error`} className="field-error">
          {props.errorMessage}
        </p>
      )}
    </fieldset>
  );
}

export interface PacificDateRangeEditorProps {
  start: string | null;
  end: string | null;
  onChange: (range: { start: string | null; end: string | null }) => void;
  startLabel?: string;
  endLabel?: string;
  startError?: string;
  endError?: string;
  now?: () => Date;
  /** each end's problem as typed (see PacificDateEditor's onProblem) */
  onProblem?: (end: DateField, message: string | undefined, part?: DatePart) => void;
}

export type DateField = 'startDate' | 'endDate';

/** Start and end editors side by side with 'Delete Dates', which clears both. */
export function PacificDateRangeEditor(props: PacificDateRangeEditorProps) {
  const { start, end, onChange } = props;
  // 'Delete Dates' makes both editors afresh: one holding a half-typed date already says null, so
  // a null value alone would not clear what it shows.
  const [cleared, setCleared] = useState(0);
  const deleteDates = () => {
    setCleared((n) => n + 1);
    onChange({ start: null, end: null });
  };
  const { onProblem } = props;
  const startProblem = useCallback((m: string | undefined, part?: DatePart) => onProblem?.('startDate', m, part), [onProblem]);
  const endProblem = useCallback((m: string | undefined, part?: DatePart) => onProblem?.('endDate', m, part), [onProblem]);
  return (
    <div className="date-range-editor">
      <PacificDateEditor key={`start-${cleared}`} label={props.startLabel ?? DATE_EDITOR_TEXT.startDate} kind="start" field="startDate" value={start} onChange={(s) => onChange({ start: s, end })} errorMessage={props.startError} now={props.now} onProblem={startProblem} />
      <PacificDateEditor key={`end-${cleared}`} label={props.endLabel ?? DATE_EDITOR_TEXT.endDate} kind="end" field="endDate" value={end} onChange={(e) => onChange({ start, end: e })} errorMessage={props.endError} now={props.now} onProblem={endProblem} />
      <Button className="button" onPress={deleteDates}>
        {DATE_EDITOR_TEXT.deleteDates}
      </Button>
    </div>
  );
}

/** A form's 'startDate' and 'endDate' fields: the range editor, each end showing the form's message for it. */
export function StartEndDatesEditor({ start, end, onChange, errorOf, now, onProblem }: Pick<PacificDateRangeEditorProps, 'start' | 'end' | 'onChange' | 'now' | 'onProblem'> & {
  errorOf: (path: DateField) => string | undefined;
}) {
  return <PacificDateRangeEditor start={start} end={end} startError={errorOf('startDate')} endError={errorOf('endDate')} now={now} onChange={onChange} onProblem={onProblem} />;
}

/**
 * What a form's date editors report of their parts as typed, as unmet rules at 'startDate' and
 * 'endDate' (a bad year at 'startDate.year', so that its line leads to the year) for the form's
 * 'Missing values' summary and Submit; `report` goes to StartEndDatesEditor.
 */
export function useDateEditorProblems() {
  const [problems, setProblems] = useState<Partial<Record<DateField, { message: string; part?: DatePart }>>>({});
  const report = useCallback(
    (field: DateField, message: string | undefined, part?: DatePart) =>
      setProblems((p) => (p[field]?.message === message && p[field]?.part === part ? p : { ...p, [field]: message ? { message, part } : undefined })),
    [],
  );
  const rules = (Object.entries(problems) as [DateField, { message: string; part?: DatePart } | undefined][])
    .filter((e): e is [DateField, { message: string; part?: DatePart }] => Boolean(e[1]))
    .map(([field, { message, part }]) => ({ rule: message, ok: false, field: part ? `${field}.${part}` : field, message }));
  return { rules, report };
}
