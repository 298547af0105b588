import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import type { AppTo } from '#app/api/links';

interface SubmitCancelActionsProps {
  submitLabel: string;
  cancelLabel: string;
  cancelTo: AppTo;
  /** The form may not be sent (something required is missing). */
  isDisabled: boolean;
}

/**
 * A form's Submit, disabled while the form may not be sent, and Cancel, a link back to its list.
 * Submit stays enabled while the form is being sent (the form ignores a second submit): disabled,
 * it would drop focus to the page's body. Not react-aria's isPending either: its announcement points
 * at the button, and dangles once a created record's page has replaced the form.
 */
export function SubmitCancelActions({ submitLabel, cancelLabel, cancelTo, isDisabled }: SubmitCancelActionsProps) {
  return (
    <div className="form-actions">
      <Button type="submit" className="button button-primary" isDisabled={isDisabled}>
        {submitLabel}
      </Button>
      <Link {...cancelTo} className="button">
        {cancelLabel}
      </Link>
    </div>
  );
}
