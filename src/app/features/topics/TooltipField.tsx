import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { TOPIC_MESSAGES } from '#domain/topic';
import { tooltipCheckQuery } from '#app/api/topic';
import { useDebounced } from '#app/ui/use-debounced';
import { TOPIC_TEXT } from './text';

/**
 * The tooltip (spec 3 §5): at most 100 characters ('The tooltip is too long.'), verified by the
 * tooltip check call once typing pauses; its answer shows how the app lays the text out on two lines.
 */
export const TooltipField = memo(function TooltipField({ value, onChange, errorMessage }: { value: string; onChange: (value: string) => void; errorMessage?: string }) {
  const checked = useDebounced(value);
  const check = useQuery(tooltipCheckQuery(checked)).data;
  const current = checked === value && value.trim() !== '' ? check : undefined;
  // The call's verdict counts too: the field's rule is the same limit, so they agree.
  const error = errorMessage ?? (current && !current.fits ? TOPIC_MESSAGES.tooltipTooLong : undefined);
  return (
    <TextField className="field tooltip-field" value={value} onChange={onChange} isInvalid={Boolean(error)}>
      <Label>{TOPIC_TEXT.tooltip}</Label>
      <Input />
      <Text slot="description" className="field-description">
        {TOPIC_TEXT.tooltipHint}
        {current?.fits && current.fitsWhenSplit && current.splitValue && (
          <span className="tooltip-preview">
            {' '}
            {TOPIC_TEXT.tooltipPreview}
            {current.splitValue.split('\n').map((line, i) => (
              <span key={i} className="tooltip-line">{line}</span>
            ))}
          </span>
        )}
        {current?.fits && !current.fitsWhenSplit && <span className="tooltip-warning"> {TOPIC_TEXT.tooltipNoSplit}</span>}
      </Text>
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
});
