import { startTransition, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LOADING_OVERLAY_DELAY_MS } from '../../shell/format/use-delayed-loading';
import { BusySubmitButton } from './busy-submit-button';
import { FormError } from './form-error';
import { useFormError } from './use-form-error';
import { signIn } from './sign-in';
import { UserIcon } from './login-icons';
import { AffixInput, PlainField } from './plain-field';
import { PasswordInput } from './password-input';
import '../../app/plain-controls.css';

interface SignInFields {
  username: string;
  password: string;
  keepLogin: boolean;
}

type Checked = 'username' | 'password';
type Problem = 'login.usernameRequired' | 'login.passwordRequired';

/** What is wrong with each field; a name without a value is blank, spaces included. */
function problemsOf({ username, password }: SignInFields): Partial<Record<Checked, Problem>> {
  return {
    username: username.trim() ? undefined : 'login.usernameRequired',
    password: password ? undefined : 'login.passwordRequired',
  };
}

interface SignInFormProps {
  onSignedIn: () => void;
  initialError?: string;
}

export function SignInForm({ onSignedIn, initialError }: SignInFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useFormError(initialError ?? '');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<SignInFields>({ username: '', password: '', keepLogin: false });
  const [problems, setProblems] = useState<Partial<Record<Checked, Problem>>>({});
  // After the first submit each change is checked again, as the old library form did.
  const [tried, setTried] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Set at once, where `busy` is drawn a moment later: a second submit meanwhile is ignored.
  const submitting = useRef(false);

  const change = <K extends keyof SignInFields>(name: K, value: SignInFields[K]) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    setError('');
    if (name !== 'keepLogin' && (tried || problems[name as Checked])) {
      setProblems((shown) => ({ ...shown, [name]: problemsOf(next)[name as Checked] }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = problemsOf(fields);
    if (found.username || found.password) {
      setTried(true);
      setProblems(found);
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    submitting.current = true;
    const signingIn = signIn(fields.username.trim(), fields.password, fields.keepLogin);
    // GEN-19: a quick answer never draws the form busy; a slow one shows it after the overlay's delay.
    const showBusy = setTimeout(() => {
      startTransition(() => {
        setBusy(true);
        setError('');
      });
    }, LOADING_OVERLAY_DELAY_MS);
    const failure = await signingIn;
    // Signed in: the page moves on, so the form stays as it is (busy, if it got that far).
    if (!failure) return onSignedIn();
    clearTimeout(showBusy);
    submitting.current = false;
    setTried(true);
    setProblems(found);
    setBusy(false);
    setError(failure.message || String(failure.code));
  };

  const message = (name: Checked) => {
    const problem = problems[name];
    return problem ? t(problem) : undefined;
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <fieldset className="login-fieldset" disabled={busy}>
        <PlainField inputId="login-username" label={t('login.username')} error={message('username')}>
          <AffixInput
            ref={usernameRef}
            id="login-username"
            data-testid="login-username"
            prefix={<UserIcon />}
            autoComplete="username"
            aria-required="true"
            // The page opens to type the name: the first thing a visitor does here.
            autoFocus
            value={fields.username}
            onChange={(event) => change('username', event.target.value)}
            error={message('username')}
          />
        </PlainField>
        <PlainField inputId="login-password" label={t('login.password')} error={message('password')}>
          <PasswordInput
            ref={passwordRef}
            id="login-password"
            data-testid="login-password"
            autoComplete="current-password"
            aria-required="true"
            value={fields.password}
            onChange={(event) => change('password', event.target.value)}
            error={message('password')}
            disabled={busy}
          />
        </PlainField>
        <div className="login-keep">
          <label className="plain-check">
            <input
              type="checkbox"
              data-testid="login-keep"
              checked={fields.keepLogin}
              onChange={(event) => change('keepLogin', event.target.checked)}
            />
            <span>{t('login.keepLogin')}</span>
          </label>
        </div>
        <FormError testId="login-error" text={error} />
        <BusySubmitButton busy={busy} testId="login-submit">
          {t('login.submit')}
        </BusySubmitButton>
      </fieldset>
    </form>
  );
}
