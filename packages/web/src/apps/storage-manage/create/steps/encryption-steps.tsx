import { Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../../i18n/use-translation';
import { encryptionPasswordProblems } from '../encryption-password';
import type { WizardStepProps } from './step-props';

/** STOR-ENC-01, the first of the three encryption dialogs: what encrypting a pool means. */
export function EncryptIntroStep() {
  const { t } = useTranslation();
  return (
    <div className="create-step" data-testid="create-step-encryptIntro">
      <Typography.Title level={5} className="create-heading">
        <LockOutlined /> {t('storage.create.encryptIntroTitle')}
      </Typography.Title>
      <ul className="create-list">
        <li>{t('storage.create.encryptIntro.what')}</li>
        <li>{t('storage.create.encryptIntro.unlock')}</li>
        <li>{t('storage.create.encryptIntro.keyFile')}</li>
        <li>
          <Typography.Text strong>{t('storage.create.encryptIntro.lost')}</Typography.Text>
        </li>
      </ul>
    </div>
  );
}

/**
 * STOR-ENC-01/02, the set-password dialog: the password twice and an optional hint, checked as typed
 * by the daemon's own rule; the step's button stays disabled until both passwords are given and
 * valid. `onEnter` goes on when the password is ready.
 */
export function EncryptPasswordStep({
  state,
  dispatch,
  onEnter,
}: Pick<WizardStepProps, 'state' | 'dispatch'> & { onEnter: () => void }) {
  const { t } = useTranslation();
  const problems = encryptionPasswordProblems(state.password);
  const set = (field: keyof typeof state.password) => (event: { target: { value: string } }) =>
    dispatch({ type: 'setPassword', field, value: event.target.value });
  return (
    <div className="create-step" data-testid="create-step-encryptPassword">
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.encryptPasswordTitle')}
      </Typography.Title>
      <label className="create-field">
        <span>{t('storage.create.password')}</span>
        <Input.Password
          value={state.password.password}
          autoFocus
          autoComplete="new-password"
          placeholder={t('storage.create.passwordPlaceholder')}
          status={problems.password ? 'error' : undefined}
          onChange={set('password')}
          onPressEnter={onEnter}
          data-testid="create-password"
        />
      </label>
      {problems.password ? (
        <div className="create-error" role="alert" data-testid="create-password-error">
          {t('storage.create.passwordRule')}
        </div>
      ) : null}
      <label className="create-field">
        <span>{t('storage.create.confirmPassword')}</span>
        <Input.Password
          value={state.password.confirmation}
          autoComplete="new-password"
          status={problems.confirmation ? 'error' : undefined}
          onChange={set('confirmation')}
          onPressEnter={onEnter}
          data-testid="create-password-confirm"
        />
      </label>
      {problems.confirmation ? (
        <div className="create-error" role="alert" data-testid="create-password-confirm-error">
          {t('storage.create.passwordMismatch')}
        </div>
      ) : null}
      <label className="create-field">
        <span>{t('storage.create.hint')}</span>
        <Input
          value={state.password.hint}
          placeholder={t('storage.create.hintPlaceholder')}
          status={problems.hint ? 'error' : undefined}
          onChange={set('hint')}
          onPressEnter={onEnter}
          data-testid="create-password-hint"
        />
      </label>
      {problems.hint ? (
        <div className="create-error" role="alert" data-testid="create-password-hint-error">
          {t('storage.create.hintTooLong')}
        </div>
      ) : null}
    </div>
  );
}
