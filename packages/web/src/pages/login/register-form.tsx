import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PASSWORD_POLICY, USERNAME, isPasswordAcceptable } from '@coffer/contract';
import { BusySubmitButton } from './busy-submit-button';
import { FormError } from './form-error';
import { useFormError } from './use-form-error';
import { usePasswordPolicy } from './login-queries';
import { PasswordRules } from './password-rules';
import { createSuperAdmin, signIn } from './sign-in';
import { UserIcon } from './login-icons';
import { AffixInput, PlainField } from './plain-field';
import { PasswordInput } from './password-input';
import '../../app/plain-controls.css';

interface RegisterFields {
  username: string;
  password: string;
  confirm: string;
}

type Field = keyof RegisterFields;
type Problem =
  | 'register.usernameRequired'
  | 'register.passwordRequired'
  | 'register.passwordWeak'
  | 'register.confirmRequired'
  | 'register.confirmMismatch';

const FIELDS: readonly Field[] = ['username', 'password', 'confirm'];

/** The rules of each field; a name of spaces only is blank. */
const RULES: Record<Field, (fields: RegisterFields) => Problem | undefined> = {
  username: ({ username }) => (username.trim() ? undefined : 'register.usernameRequired'),
  password: ({ password }) => {
    if (!password) return 'register.passwordRequired';
    return isPasswordAcceptable(password) ? undefined : 'register.passwordWeak';
  },
  confirm: ({ password, confirm }) => {
    if (!confirm) return 'register.confirmRequired';
    return confirm === password ? undefined : 'register.confirmMismatch';
  },
};

/**
 * First use: create the super administrator, then sign in with the same credentials so the owner
 * lands on the desktop without typing them twice.
 */
interface RegisterFormProps {
  onSignedIn: () => void;
  /** The account exists but signing in failed: the sign-in form takes over with this message. */
  onSignInFailed: (message: string) => void;
  /** The account exists now: the page stops offering to create it. */
  onRegistered: () => void;
}

export function RegisterForm({ onSignedIn, onSignInFailed, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy(true).data ?? PASSWORD_POLICY;
  const [error, setError] = useFormError();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<RegisterFields>({ username: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  // The rule list already reacts to each keystroke; errors wait until a field is left. Typing only
  // takes an error away once the field is right again.
  const change = (name: Field, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    setError('');
    setProblems((shown) => {
      const kept = { ...shown };
      for (const field of FIELDS) if (kept[field] && !RULES[field](next)) delete kept[field];
      return kept;
    });
  };

  const leave = (name: Field) => setProblems((shown) => ({ ...shown, [name]: RULES[name](fields) }));

  const create = async ({ username, password: secret }: RegisterFields) => {
    setBusy(true);
    setError('');
    const name = username.trim();
    const refused = await createSuperAdmin(name, secret);
    if (refused) {
      setBusy(false);
      setError(refused.message || String(refused.code));
      return;
    }
    const failure = await signIn(name, secret, false);
    setBusy(false);
    if (failure) onSignInFailed(failure.message || String(failure.code));
    else onSignedIn();
    onRegistered();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, Problem>> = {};
    for (const field of FIELDS) {
      const problem = RULES[field](fields);
      if (problem) found[field] = problem;
    }
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (!first) {
      void create(fields);
      return;
    }
    // The first field to fix gets the focus, so its message is read out with its label.
    const inputs = { username: usernameRef, password: passwordRef, confirm: confirmRef };
    inputs[first].current?.focus();
  };

  const message = (name: Field) => {
    const problem = problems[name];
    return problem ? t(problem) : undefined;
  };

  return (
    <>
      <p className="register-intro">{t('register.intro')}</p>
      <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <fieldset className="login-fieldset" disabled={busy}>
          <PlainField inputId="register-username" label={t('register.username')} error={message('username')}>
            <AffixInput
              ref={usernameRef}
              id="register-username"
              data-testid="register-username"
              prefix={<UserIcon />}
              autoComplete="username"
              maxLength={USERNAME.maxLength}
              aria-required="true"
              autoFocus
              value={fields.username}
              onChange={(event) => change('username', event.target.value)}
              onBlur={() => leave('username')}
              error={message('username')}
            />
          </PlainField>
          <PlainField inputId="register-password" label={t('register.password')} error={message('password')}>
            <PasswordInput
              ref={passwordRef}
              id="register-password"
              data-testid="register-password"
              autoComplete="new-password"
              aria-required="true"
              value={fields.password}
              onChange={(event) => change('password', event.target.value)}
              onBlur={() => leave('password')}
              error={message('password')}
              disabled={busy}
            />
          </PlainField>
          <PasswordRules password={fields.password} policy={policy} />
          <PlainField inputId="register-confirm" label={t('register.confirm')} error={message('confirm')}>
            <PasswordInput
              ref={confirmRef}
              id="register-confirm"
              data-testid="register-confirm"
              autoComplete="new-password"
              aria-required="true"
              value={fields.confirm}
              onChange={(event) => change('confirm', event.target.value)}
              onBlur={() => leave('confirm')}
              error={message('confirm')}
              disabled={busy}
            />
          </PlainField>
          <FormError testId="register-error" text={error} />
          <BusySubmitButton busy={busy} testId="register-submit">
            {t('register.submit')}
          </BusySubmitButton>
        </fieldset>
      </form>
    </>
  );
}
