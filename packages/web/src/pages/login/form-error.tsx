import { CloseCircleIcon } from './login-icons';
import '../../app/plain-controls.css';

/** The daemon's message for a failed form, shown where the user is looking. */
export function FormError({ testId, text }: { testId: string; text: string }) {
  if (!text) return null;
  return (
    <div data-testid={testId} role="alert" className="form-error">
      <div className="plain-alert plain-alert-error">
        <CloseCircleIcon className="plain-alert-icon" />
        <span className="plain-alert-text">{text}</span>
      </div>
    </div>
  );
}
