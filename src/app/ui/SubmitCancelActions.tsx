import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';

/** A form's Submit, disabled while the form may not be sent, and Cancel, a link back to its list. */
export function SubmitCancelActions({ submitLabel, cancelLabel, cancelTo, isDisabled }: { submitLabel: string; cancelLabel: string; cancelTo: string; isDisabled: boolean }) {
  return (
    <div className="form-actions">
      <Button type="submit" className="button button-primary" isDisabled={isDisabled}>
        {submitLabel}
      </Button>
      <Link to={cancelTo as '/'} className="button">
        {cancelLabel}
      </Link>
    </div>
  );
}
