import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import '../../app/plain-controls.css';

/** The id of a field's error line, for the input's aria-describedby. */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

interface PlainFieldProps {
  /** The id of the input inside, which the label names. */
  inputId: string;
  label: string;
  /** The message under the input; empty when the value is fine. */
  error?: string;
  children: ReactNode;
}

/**
 * A label above its control and the control's error below, as the component library's vertical form drew them.
 * The error line takes the place of the space under the field, so the form does not jump.
 */
export function PlainField({ inputId, label, error, children }: PlainFieldProps) {
  return (
    <div className={error ? 'plain-field login-field login-field-invalid' : 'plain-field login-field'}>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {error && (
        <div id={errorIdOf(inputId)} className="plain-field-error">
          {error}
        </div>
      )}
    </div>
  );
}

export interface AffixInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'id'> {
  id: string;
  /** The field's error: marks the input invalid and points at the message. */
  error?: string;
  /** An icon at the left inside the box. */
  prefix: ReactNode;
  /** Something at the right inside the box, e.g. the show-password button. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A large input with an icon inside the box, as the component library's large input with a prefix. */
export function AffixInput({ id, error, prefix, suffix, ref, ...input }: AffixInputProps) {
  return (
    <span className="plain-affix">
      <span className="plain-affix-prefix" aria-hidden="true">
        {prefix}
      </span>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        {...input}
      />
      {suffix}
    </span>
  );
}
