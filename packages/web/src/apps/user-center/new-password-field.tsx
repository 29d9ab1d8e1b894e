import { PASSWORD_POLICY } from '@coffer/contract';
import { Form, Input } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** A new account password with the policy as its hint, marked wrong while it breaks the policy. */
export function NewPasswordField({
  id,
  value,
  broken,
  autoFocus = false,
  onChange,
}: {
  /** The input's id, also its test id. */
  id: string;
  value: string;
  /** Whether the password breaks the policy (`passwordProblems`). */
  broken: boolean;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('userCenter.editor.password')}
      htmlFor={id}
      help={t('userCenter.editor.passwordHint', {
        min: PASSWORD_POLICY.minLength,
        max: PASSWORD_POLICY.maxLength,
        classes: PASSWORD_POLICY.minClasses,
      })}
      validateStatus={value && broken ? 'error' : undefined}
    >
      <Input.Password
        autoFocus={autoFocus}
        value={value}
        autoComplete="new-password"
        onChange={(event) => onChange(event.target.value)}
        id={id}
        data-testid={id}
      />
    </Form.Item>
  );
}
