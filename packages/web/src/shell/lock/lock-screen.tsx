import { useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { signOutByUser } from '../../app/sign-out';
import { currentLanguage } from '../../i18n/i18n';
import { useSessionStore } from '../../session/session-store';
import { forgetFailedKvLoads } from '../kv/kv-cache';
import { unlockWithPassword } from './lock-actions';
import { useLockStore } from './lock-store';
import { useClock } from './use-clock';

/** Above every dialog and toast of the desktop. */
const LOCK_SCREEN_Z_INDEX = 3000;

function Clock() {
  const now = useClock();
  const lang = currentLanguage();
  return (
    <div className="lock-clock">
      <div className="lock-clock-time">
        {now.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hour12: false })}
      </div>
      <div className="lock-clock-date">
        {now.toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' })}
      </div>
    </div>
  );
}

/**
 * spec 2 §4.8: the full-screen lock over the desktop. It is an antd modal so that it takes the
 * keyboard focus from any dialog open beneath it.
 */
export function LockScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSessionStore((state) => state.session);
  const reason = useLockStore((state) => state.reason);
  const idleMinutes = useLockStore((state) => state.idleMinutes);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'unlock' | 'signOut' | null>(null);

  const name = session ? session.nickname || session.username : '';
  const unlock = async () => {
    if (busy) return;
    setBusy('unlock');
    setError(null);
    const outcome = await unlockWithPassword(password);
    setBusy(null);
    if (outcome.kind === 'unlocked') {
      // What failed while locked is read again now that the daemon answers.
      void queryClient.invalidateQueries();
      forgetFailedKvLoads();
      return;
    }
    setPassword('');
    if (outcome.kind === 'empty') setError(t('lock.emptyPassword'));
    else if (outcome.kind === 'wrong') setError(t('lock.verifyFailed'));
    else setError(outcome.message || t('lock.verifyFailed'));
  };

  const signOut = async () => {
    setBusy('signOut');
    await signOutByUser();
  };

  return (
    <Modal
      open
      footer={null}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      zIndex={LOCK_SCREEN_Z_INDEX}
      width="100%"
      rootClassName="lock-screen-root"
      title={null}
    >
      <div className="lock-screen" data-testid="lock-screen">
        <Clock />
        <div className="lock-card">
          <div className="lock-avatar" aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </div>
          <Typography.Title level={4} className="lock-name" data-testid="lock-name">
            {name}
          </Typography.Title>
          {reason === 'inactivity' && idleMinutes !== null && (
            <Typography.Text className="lock-reason" data-testid="lock-reason">
              {t('lock.idleLabel', { time: t('lock.minutes', { count: idleMinutes }) })}
            </Typography.Text>
          )}
          <div className="lock-form">
            <Input.Password
              data-testid="lock-password"
              value={password}
              autoFocus
              autoComplete="current-password"
              prefix={<LockOutlined />}
              placeholder={t('lock.passwordPlaceholder')}
              status={error ? 'error' : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
              onPressEnter={() => void unlock()}
            />
            <Button
              data-testid="lock-unlock"
              type="primary"
              block
              loading={busy === 'unlock'}
              disabled={busy === 'signOut'}
              onClick={() => void unlock()}
            >
              {t('lock.unlock')}
            </Button>
          </div>
          <div className="lock-error" role="alert" data-testid="lock-error">
            {error}
          </div>
          <Button
            type="link"
            className="lock-sign-out"
            data-testid="lock-sign-out"
            icon={<LogoutOutlined />}
            loading={busy === 'signOut'}
            onClick={() => void signOut()}
          >
            {t('lock.signOut')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
