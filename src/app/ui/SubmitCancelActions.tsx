import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';

interface SubmitCancelActionsProps {
  submitLabel: string;
  cancelLabel: string;
  cancelTo: string;
  /** The form may not be sent (something required is missing). */
  isDisabled: boolean;
  /** The form is being sent: Submit keeps focus (a disabled button would drop it to the page) and says so. */
  isPending: boolean;
}

/** A form's Submit, disabled while the form may not be sent, and Cancel, a link back to its list. */
export function SubmitCancelActions({ submitLabel, cancelLabel, cancelTo, isDisabled, isPending }: SubmitCancelActionsProps) {
  return (
    <div className="form-actions">
      <Button type="submit" className="button button-primary" isDisabled={isDisabled} isPending={isPending}>
        {submitLabel}
      </Button>
      <Link to={cancelTo as '/'} className="button">
        {cancelLabel}
      </Link>
    </div>
  );
}
