import type { ReactNode } from 'react';
import '../../app/plain-controls.css';

/** The form's full-width primary button, with a spinner while the form is busy. */
export function BusySubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      className="plain-btn plain-btn-primary plain-btn-large plain-btn-block"
      aria-busy={busy || undefined}
    >
      {busy && <span className="plain-btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
