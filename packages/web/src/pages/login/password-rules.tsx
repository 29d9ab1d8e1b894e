import { useTranslation } from '../../i18n/use-translation';
import { passwordProblems, type PasswordProblem, type PasswordPolicy } from '@coffer/contract';
import { CheckCircleIcon, MinusCircleIcon } from './login-icons';

interface PasswordRulesProps {
  password: string;
  policy: Pick<PasswordPolicy, 'minLength' | 'maxLength' | 'minClasses'>;
}

/** The password rule of spec 1 §5, each part ticked as the typed password meets it. */
export function PasswordRules({ password, policy }: PasswordRulesProps) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password));
  const rules: Array<{ id: PasswordProblem; text: string }> = [
    { id: 'length', text: t('register.ruleLength', { min: policy.minLength, max: policy.maxLength }) },
    { id: 'classes', text: t('register.ruleClasses', { count: policy.minClasses }) },
    { id: 'charset', text: t('register.ruleCharset') },
  ];
  return (
    <div className="password-rules" aria-live="polite">
      <div className="password-rules-title">{t('register.rulesTitle')}</div>
      <ul>
        {rules.map(({ id, text }) => {
          const met = password.length > 0 && !problems.has(id);
          return (
            <li
              key={id}
              data-testid={`register-rule-${id}`}
              data-met={met}
              className={met ? 'met' : undefined}
            >
              {met ? (
                <CheckCircleIcon className="password-rules-icon" />
              ) : (
                <MinusCircleIcon className="password-rules-icon" />
              )}
              <span>
                {text}
                {met && <span className="login-sr-only">{t('register.ruleMet')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
