import { useId, useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { REMOTE_HELP } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { CancelOkDialog } from '../dialogs/cancel-ok-dialog';
import { useEnterKey } from '../dialogs/use-enter-key';
import { checkCode, sendCode, type SwitchTarget } from './remote-help-calls';
import { useResendCountdown } from './use-resend-countdown';

export interface SmsDialogProps {
  open: boolean;
  /** What the verified code is for: the dialog's title says so. */
  target: SwitchTarget;
  /** The account whose registered phone receives the code (getSign). */
  username: string;
  /** False while the lock screen is up: it takes the keyboard then. */
  active: boolean;
  onVerified: (second: string) => void;
  onCancel: () => void;
  afterClose?: () => void;
}

const CODE_PATTERN = /^\d{4,8}$/;

/**
 * RHELP-04: asks the provider to send a code to the administrator's phone, then checks the code
 * typed. Enter submits; after a send the button counts down 60 s and then reads "重新获取"; once a
 * countdown has run out, a voice call is offered too, with its notice. The SMS tip sits under the
 * field; a failure (RHELP-05) shows in the dialog, in the daemon's words.
 */
export function SmsDialog({
  open,
  target,
  username,
  active,
  onVerified,
  onCancel,
  afterClose,
}: SmsDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const tipId = useId();
  const countdown = useResendCountdown();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState<'sms' | 'voice' | null>(null);
  const [sentTo, setSentTo] = useState<{ phone: string; by: 'sms' | 'voice' } | null>(null);
  const [everSent, setEverSent] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = code.trim();
  const codeReady = CODE_PATTERN.test(trimmed);

  const send = async (by: 'sms' | 'voice') => {
    if (sending || countdown.remaining > 0) return;
    setSending(by);
    setError(null);
    const result = await sendCode(username, by === 'voice' ? 'voice' : undefined);
    setSending(null);
    if (!result.success) {
      setError(result.message || String(result.code));
      return;
    }
    setEverSent(true);
    setSentTo({ phone: result.data.phone, by });
    countdown.start(REMOTE_HELP.smsResendMs);
  };

  const submit = async () => {
    if (checking) return;
    if (!codeReady) {
      setError(t('remoteHelp.sms.needsCode'));
      return;
    }
    setChecking(true);
    setError(null);
    const result = await checkCode(username, trimmed);
    setChecking(false);
    if (!result.success) {
      setError(result.message || String(result.code));
      return;
    }
    onVerified(result.data.second);
  };
  useEnterKey(open && active, () => void submit());

  const sendLabel =
    sending === 'sms'
      ? t('remoteHelp.sms.sending')
      : countdown.remaining > 0
        ? t('remoteHelp.sms.countdown', { seconds: countdown.remaining })
        : everSent
          ? t('remoteHelp.sms.getAgain')
          : t('remoteHelp.sms.get');

  return (
    <CancelOkDialog
      open={open}
      afterClose={afterClose ?? (() => undefined)}
      trapFocus={active}
      title={t(target === 'open' ? 'remoteHelp.sms.openTitle' : 'remoteHelp.sms.closeTitle')}
      testId="remote-help-sms"
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('remoteHelp.sms.confirm')}
      okDisabled={!codeReady}
      okBusy={checking}
    >
      <div className="remote-help-sms" data-testid="remote-help-sms-dialog">
        <Typography.Paragraph>{t('remoteHelp.sms.intro', { username })}</Typography.Paragraph>
        <label className="remote-help-sms__label" htmlFor={fieldId}>
          {t('remoteHelp.sms.codeLabel')}
        </label>
        <div className="remote-help-sms__row">
          <Input
            id={fieldId}
            data-testid="remote-help-sms-code"
            value={code}
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            placeholder={t('remoteHelp.sms.codePlaceholder')}
            aria-describedby={tipId}
            status={error ? 'error' : undefined}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, ''));
              setError(null);
            }}
          />
          <Button
            data-testid="remote-help-sms-send"
            className="remote-help-sms__send"
            disabled={countdown.remaining > 0 || sending !== null}
            loading={sending === 'sms'}
            onClick={() => void send('sms')}
          >
            {sendLabel}
          </Button>
        </div>
        <Typography.Text
          type="secondary"
          className="remote-help-sms__tip"
          id={tipId}
          data-testid="remote-help-sms-tip"
        >
          {t('remoteHelp.sms.tip')}
        </Typography.Text>
        {sentTo && (
          <p className="remote-help-sms__sent" role="status" data-testid="remote-help-sms-sent">
            {sentTo.by === 'voice'
              ? t('remoteHelp.sms.voiceSent', { phone: sentTo.phone })
              : t('remoteHelp.sms.sent', { phone: sentTo.phone })}
          </p>
        )}
        {countdown.ranOut && (
          <div className="remote-help-sms__voice" data-testid="remote-help-sms-voice">
            <Button
              type="link"
              size="small"
              data-testid="remote-help-sms-voice-send"
              disabled={countdown.remaining > 0 || sending !== null}
              loading={sending === 'voice'}
              onClick={() => void send('voice')}
            >
              {t('remoteHelp.sms.voiceOffer')}
            </Button>
            <Typography.Text type="secondary" data-testid="remote-help-sms-voice-notice">
              {t('remoteHelp.sms.voiceNotice')}
            </Typography.Text>
          </div>
        )}
        {error && (
          <div className="remote-help__error" role="alert" data-testid="remote-help-sms-error">
            {error}
          </div>
        )}
      </div>
    </CancelOkDialog>
  );
}
