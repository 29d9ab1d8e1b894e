import { useRef, useState, useSyncExternalStore } from 'react';
import { App, Button, Modal, Spin, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordEvent, REMOTE_HELP, Role, SECOND, type RemoteHelpStatus } from '@coffer/contract';
import { AntdProviders } from '../../app/antd-providers';
import { CallError, type CallFailure } from '../../api/client';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { dialogs } from '../dialogs/dialogs';
import { formatDateTime } from '../format/relative-time';
import { useScreenLocked } from '../lock/lock-store';
import { remoteHelpCodeText } from './code-text';
import { copyText } from './copy-text';
import { CopyResultDialog } from './copy-result-dialog';
import { failureView } from './failure-view';
import { NotConnected } from './not-connected';
import {
  fetchSign,
  logCopy,
  REMOTE_HELP_KEY,
  switchTo,
  useRemoteHelpStatus,
  type SwitchTarget,
} from './remote-help-calls';
import { remoteHelpText } from './remote-help-text';
import { SmsDialog } from './sms-dialog';
import './remote-help.css';

addAppTexts('remoteHelp', remoteHelpText);

export interface RemoteHelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The remote-assistance dialog (spec 2 §4.13, RHELP-01..08), opened from the user menu. Its own
 * chunk, fetched the first time it opens (desktop-page.tsx), so it brings antd and its texts.
 */
export default function RemoteHelpDialog(props: RemoteHelpDialogProps) {
  return (
    <AntdProviders>
      <RemoteHelpModal {...props} />
    </AntdProviders>
  );
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The spec's "network online flag": whether this computer has a network at all. */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

function RemoteHelpModal({ open, onClose }: RemoteHelpDialogProps) {
  const { t } = useTranslation();
  const locked = useScreenLocked();
  return (
    <Modal
      open={open}
      title={t('remoteHelp.title')}
      width={520}
      centered
      // The body reads the state again each time the dialog opens.
      destroyOnHidden
      focusable={{ trap: !locked }}
      onCancel={onClose}
      footer={
        <Button data-testid="remote-help-close" onClick={onClose}>
          {t('remoteHelp.close')}
        </Button>
      }
    >
      <RemoteHelpBody locked={locked} />
    </Modal>
  );
}

function RemoteHelpBody({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const isMaster = session !== null && mainRoleOf(session) === Role.master;
  const status = useRemoteHelpStatus();
  const online = useBrowserOnline();
  const bodyRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sms, setSms] = useState<{ target: SwitchTarget; username: string; open: boolean } | null>(null);
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);

  const startChange = async (target: SwitchTarget) => {
    setError(null);
    setBusy(true);
    const signed = await fetchSign();
    setBusy(false);
    if (!signed.success) {
      setError(signed.message || String(signed.code));
      return;
    }
    setSms({ target, username: signed.data.username, open: true });
  };

  /** The code checked: the administrator password next (its check holds 5 s), then the change. */
  const finishChange = async (target: SwitchTarget, second: string) => {
    setSms((current) => (current ? { ...current, open: false } : null));
    setBusy(true);
    const passed = await dialogs.adminPasswordConfirm({
      eventName: PasswordEvent.remoteHelp,
      title: t(target === 'open' ? 'remoteHelp.password.open' : 'remoteHelp.password.close'),
    });
    if (!passed) {
      setBusy(false);
      return;
    }
    const result = await switchTo(target, second);
    setBusy(false);
    if (!result.success) {
      setError(result.message || String(result.code));
      return;
    }
    queryClient.setQueryData<RemoteHelpStatus>(REMOTE_HELP_KEY, result.data);
    void message.success(t(target === 'open' ? 'remoteHelp.opened' : 'remoteHelp.closed'));
  };

  const copy = async (state: RemoteHelpStatus) => {
    const text = remoteHelpCodeText(state, t);
    const ok = await copyText(text, bodyRef.current);
    setCopied({ ok, text });
    if (ok) logCopy();
  };

  const failure = status.error instanceof CallError ? status.error.result : null;
  const supportPhone =
    status.data?.support_phone ?? (failure ? failureView(failure, online).supportPhone : '');
  return (
    <div ref={bodyRef} className="remote-help" data-testid="remote-help-dialog">
      {status.isPending ? (
        <div className="remote-help__loading" data-testid="remote-help-loading" role="status">
          <Spin size="small" /> <span>{t('remoteHelp.loading')}</span>
        </div>
      ) : status.data ? (
        <StatusView
          status={status.data}
          isMaster={isMaster}
          busy={busy || sms !== null}
          onChange={(target) => void startChange(target)}
          onCopy={() => void copy(status.data)}
        />
      ) : (
        <FailedStatus
          failure={failure}
          online={online}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      )}
      {error && (
        <div className="remote-help__error" role="alert" data-testid="remote-help-error">
          {error}
        </div>
      )}
      <SupportHint phone={supportPhone} />
      {sms && (
        <SmsDialog
          open={sms.open}
          target={sms.target}
          username={sms.username}
          active={!locked}
          onVerified={(second) => void finishChange(sms.target, second)}
          onCancel={() => setSms((current) => (current ? { ...current, open: false } : null))}
          afterClose={() => setSms((current) => (current && !current.open ? null : current))}
        />
      )}
      {copied && <CopyResultDialog {...copied} onClose={() => setCopied(null)} />}
    </div>
  );
}

function FailedStatus(props: {
  failure: CallFailure | null;
  online: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const failure: CallFailure = props.failure ?? {
    success: false,
    code: 500,
    message: t('remoteHelp.offline.title'),
    data: null,
  };
  return (
    <>
      <NotConnected
        view={failureView(failure, props.online)}
        retrying={props.retrying}
        onRetry={props.onRetry}
      />
      <div className="remote-help__row">
        <span className="remote-help__label" id="remote-help-switch-label">
          {t('remoteHelp.switchLabel')}
        </span>
        <span className="remote-help__value">
          <Switch
            data-testid="remote-help-switch"
            checked={false}
            disabled
            aria-labelledby="remote-help-switch-label"
            aria-describedby="remote-help-switch-reason"
          />
          <Typography.Text
            type="secondary"
            id="remote-help-switch-reason"
            data-testid="remote-help-switch-reason"
          >
            {t('remoteHelp.offline.switchDisabled')}
          </Typography.Text>
        </span>
      </div>
    </>
  );
}

function StatusView(props: {
  status: RemoteHelpStatus;
  isMaster: boolean;
  busy: boolean;
  onChange: (target: SwitchTarget) => void;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  const { status } = props;
  const on = status.switch === 'open';
  return (
    <>
      <div className="remote-help__row">
        <span className="remote-help__label" id="remote-help-switch-label">
          {t('remoteHelp.switchLabel')}
        </span>
        <span className="remote-help__value">
          <Switch
            data-testid="remote-help-switch"
            checked={on}
            loading={props.busy}
            disabled={!props.isMaster || props.busy}
            aria-labelledby="remote-help-switch-label"
            aria-describedby={props.isMaster ? undefined : 'remote-help-switch-reason'}
            onChange={(checked) => props.onChange(checked ? 'open' : 'closed')}
          />
          <Typography.Text data-testid="remote-help-switch-state">
            {on ? t('remoteHelp.switchOn') : t('remoteHelp.switchOff')}
          </Typography.Text>
        </span>
      </div>
      {!props.isMaster && (
        <Typography.Paragraph type="secondary" id="remote-help-switch-reason">
          {t('remoteHelp.masterOnly')}
        </Typography.Paragraph>
      )}
      {on ? (
        <>
          <div className="remote-help__row">
            <span className="remote-help__label">{t('remoteHelp.expireLabel')}</span>
            <span className="remote-help__value" data-testid="remote-help-expiry">
              {formatDateTime(status.expire_at * SECOND)}
              <span className="remote-help__days" data-testid="remote-help-days">
                {t('remoteHelp.remaining', { days: status.days })}
              </span>
            </span>
          </div>
          <div className="remote-help__row">
            <span className="remote-help__label">{t('remoteHelp.nasidLabel')}</span>
            <span className="remote-help__value remote-help__mono">{status.nasid}</span>
          </div>
          {status.pwd && (
            <>
              <div className="remote-help__row">
                <span className="remote-help__label">{t('remoteHelp.codeLabel')}</span>
                <span className="remote-help__value">
                  <code className="remote-help__code" data-testid="remote-help-code">
                    {status.pwd}
                  </code>
                  <Button size="small" data-testid="remote-help-copy" onClick={props.onCopy}>
                    {t('remoteHelp.copyCode')}
                  </Button>
                </span>
              </div>
              <Typography.Paragraph type="secondary">{t('remoteHelp.codeHint')}</Typography.Paragraph>
            </>
          )}
        </>
      ) : (
        <Typography.Paragraph type="secondary" data-testid="remote-help-intro">
          {t('remoteHelp.closedIntro', { days: REMOTE_HELP.validDays })}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** RHELP-08: the support hint; the hotline only when configured (DECISIONS "Text and numbers"). */
function SupportHint({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p className="remote-help__support" data-testid="remote-help-support">
      {phone ? t('remoteHelp.supportWithPhone', { phone }) : t('remoteHelp.support')}
    </p>
  );
}
