import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { CalendarMonth } from './CalendarMonth';
import './fields.css';

export interface DatePickerFieldProps {
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  description?: string;
  /** what is wrong with the value; marks the field invalid */
  errorMessage?: string;
}

/**
 * A clearable day picker (spec 1 'Change history': any date allowed): typed segment by segment
 * (month, day, year) or picked from a calendar, and emptied with its Clear button.
 */
export function DatePickerField({ label, value, onChange, description, errorMessage }: DatePickerFieldProps) {
  return (
    <DatePicker className="field date-picker-field" value={value} onChange={onChange} granularity="day" isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <Label>{label}</Label>
      <Group className="date-picker-group">
        <DateInput className="date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
        {/* react-aria adds the field label: the button reads "Calendar Min date". */}
        <Button className="button" aria-label="Calendar">▾</Button>
        {/* Outside the picker's own button context: it empties the value instead of opening the calendar. */}
        <Button slot={null} className="button" aria-label={`Clear ${label}`} isDisabled={!value} onPress={() => onChange(null)}>
          ✕
        </Button>
      </Group>
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <FieldError className="field-error">{errorMessage}</FieldError>
      <Popover className="date-popover" placement="bottom start">
        <Dialog className="date-dialog" aria-label={label}>
          <Calendar className="calendar">
            <CalendarMonth />
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
