import { Alert } from 'antd';

/** The daemon's message for a failed form, shown where the user is looking. */
export function FormError({ testId, text }: { testId: string; text: string }) {
  if (!text) return null;
  return (
    <div data-testid={testId} role="alert" className="form-error">
      <Alert type="error" showIcon title={text} />
    </div>
  );
}
