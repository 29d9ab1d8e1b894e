import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Progress, Spin } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { upgradeConfirm, upgradeDismiss, upgradeLocal, upgradeUpload } from '@coffer/contract/calls/upgrade';
import type { MainRole, UpgradeInfo, UpgradeRecord } from '@coffer/contract';
import { call, type CallResult } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { formatSize } from '../../../shell/format';
import { useUpgradePageStore } from '../../../shell/overlays/upgrade-page-store';
import { upgradeSectionState, type LocalStaging } from './upgrade-section-state';
import { useKeepUpgradeRecord, useUpgradeRecord } from './use-upgrade-record';

type Notice = { type: 'error' | 'info'; title: string; message?: string };

const BLOCK_TEXT = {
  notMaster: 'setting.upgrade.onlyMaster',
  noKey: 'setting.upgrade.noKey',
} as const;

/**
 * The about page's system upgrade (spec 2 §4.9): an archive is uploaded (with its progress) or named
 * by its path on the device, the daemon checks it, and a checked archive is installed after a
 * confirmation. The master alone acts; the others see why they cannot. The install itself and the
 * restart are the upgrade overlay's to show, on every page.
 */
export function UpgradeSection({ info, role }: { info: UpgradeInfo; role: MainRole }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const record = useUpgradeRecord();
  const keep = useKeepUpgradeRecord();
  const setStagingHere = useUpgradePageStore((state) => state.setStagingHere);
  const startedHere = useUpgradePageStore((state) => state.startedHere);
  const [local, setLocal] = useState<LocalStaging>({ kind: 'none' });
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [path, setPath] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<'install' | 'discard' | null>(null);
  const upload = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // `?nav=update` (SHELL-12) brings the section into view with the focus on its heading.
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHere = params.get('nav') === 'update';
  useEffect(() => {
    if (!focusHere) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusHere]);

  // Leaving the page stops an upload under way.
  useEffect(
    () => () => {
      upload.current?.abort();
      setStagingHere(false);
    },
    [setStagingHere],
  );

  const state = upgradeSectionState({ role, info, record: record.data ?? null, local });
  const blocked = state.block !== null;
  const refused = t('setting.upgrade.refused');

  /** Sends an archive (upload or path) for the daemon to check; its answer is the staged record. */
  const stage = async (send: (signal: AbortSignal) => Promise<CallResult<UpgradeRecord>>) => {
    const controller = new AbortController();
    upload.current = controller;
    setNotice(null);
    setStagingHere(true);
    try {
      const result = await send(controller.signal);
      if (result.success) {
        keep(result.data);
        setFile(null);
        setFileInputKey((key) => key + 1);
      } else if (String(result.code) === 'aborted') {
        setNotice({ type: 'info', title: t('setting.upgrade.uploadCancelled') });
      } else {
        setNotice({ type: 'error', title: refused, message: result.message || String(result.code) });
      }
    } finally {
      upload.current = null;
      setLocal({ kind: 'none' });
      setStagingHere(false);
    }
  };

  const sendFile = () => {
    if (!file || blocked) return;
    if (info.max_size > 0 && file.size > info.max_size) {
      const values = { size: formatSize(file.size), max: formatSize(info.max_size) };
      setNotice({ type: 'error', title: refused, message: t('setting.upgrade.fileTooLarge', values) });
      return;
    }
    setLocal({ kind: 'uploading', sent: 0, total: file.size });
    void stage((signal) =>
      call(
        upgradeUpload,
        {},
        {
          body: file,
          signal,
          toast: false,
          // Once every byte is out the daemon checks the signature before it answers.
          onUploadProgress: ({ sent, total }) =>
            setLocal(sent >= total ? { kind: 'checking' } : { kind: 'uploading', sent, total }),
        },
      ),
    );
  };

  const checkPath = () => {
    const trimmed = path.trim();
    if (!trimmed || blocked) return;
    setLocal({ kind: 'checking' });
    void stage((signal) => call(upgradeLocal, { path: trimmed }, { signal, toast: false }));
  };

  const decide = async (which: 'install' | 'discard', id: string, target: string) => {
    if (busy) return;
    if (which === 'install') {
      const confirmed = await dialogs.confirm({
        title: t('setting.upgrade.confirmTitle'),
        message: t('setting.upgrade.confirmMessage', { target }),
        okText: t('setting.upgrade.install'),
        danger: true,
      });
      if (!confirmed) return;
      // This page asked for it: the overlay shows its progress without the first-sighting countdown.
      startedHere(id);
    }
    setBusy(which);
    setNotice(null);
    const result =
      which === 'install'
        ? await call(upgradeConfirm, { id }, { toast: false })
        : await call(upgradeDismiss, { id }, { toast: false });
    setBusy(null);
    if (result.success) keep(result.data);
    else setNotice({ type: 'error', title: t('setting.upgrade.actionFailed'), message: result.message });
  };

  const { stage: shown, outcome } = state;
  return (
    <section
      className="setting-section"
      aria-labelledby="setting-upgrade-title"
      data-testid="upgrade-section"
    >
      <h2 id="setting-upgrade-title" ref={heading} tabIndex={-1}>
        {t('setting.upgrade.title')}
      </h2>
      <p className="setting-intro setting-muted">{t('setting.upgrade.intro')}</p>
      {/* While an archive is handled its progress says why nothing else can be done. */}
      {state.block && state.block !== 'busy' && (
        <Alert
          className="setting-upgrade-alert"
          type="warning"
          showIcon
          title={t(BLOCK_TEXT[state.block])}
          data-testid="upgrade-blocked"
          data-block={state.block}
        />
      )}
      {outcome.kind === 'succeeded' && (
        <Alert
          className="setting-upgrade-alert"
          type="success"
          showIcon
          title={t('setting.upgrade.succeeded', { version: outcome.version })}
          data-testid="upgrade-outcome"
        />
      )}
      {outcome.kind === 'failed' && (
        <Alert
          className="setting-upgrade-alert"
          type="error"
          showIcon
          title={t('setting.upgrade.failed')}
          description={outcome.message || undefined}
          data-testid="upgrade-outcome"
        />
      )}

      {shown.kind === 'choose' && (
        <div data-testid="upgrade-choose">
          <p className="setting-muted">{t('setting.upgrade.nothingStaged')}</p>
          <div className="setting-upgrade-row">
            <span id="setting-upgrade-file-label">{t('setting.upgrade.fileLabel')}</span>
            {/* The browser's own file field words itself in the browser's language; this button does not. */}
            <input
              key={fileInputKey}
              ref={fileInput}
              hidden
              type="file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              data-testid="upgrade-file"
            />
            <Button
              icon={<FileOutlined />}
              disabled={blocked}
              aria-describedby="setting-upgrade-file-label setting-upgrade-file-name"
              onClick={() => fileInput.current?.click()}
              data-testid="upgrade-choose-file"
            >
              {t('setting.upgrade.chooseFile')}
            </Button>
            <span
              id="setting-upgrade-file-name"
              className="setting-file-name"
              data-testid="upgrade-file-name"
            >
              {file ? `${file.name} (${formatSize(file.size)})` : t('setting.upgrade.noFile')}
            </span>
            {info.max_size > 0 && (
              <span className="setting-muted">
                {t('setting.upgrade.maxSize', { max: formatSize(info.max_size) })}
              </span>
            )}
            <Button type="primary" disabled={blocked || !file} onClick={sendFile} data-testid="upgrade-send">
              {t('setting.upgrade.upload')}
            </Button>
          </div>
          <div className="setting-upgrade-row">
            <label htmlFor="setting-upgrade-path">{t('setting.upgrade.pathLabel')}</label>
            <Input
              id="setting-upgrade-path"
              className="setting-path-input"
              value={path}
              disabled={blocked}
              placeholder={t('setting.upgrade.pathPlaceholder')}
              onChange={(event) => setPath(event.target.value)}
              onPressEnter={checkPath}
              data-testid="upgrade-path"
            />
            <Button disabled={blocked || !path.trim()} onClick={checkPath} data-testid="upgrade-check-path">
              {t('setting.upgrade.check')}
            </Button>
          </div>
        </div>
      )}

      {shown.kind === 'uploading' && (
        <div className="setting-upgrade-progress" data-testid="upgrade-uploading">
          <Progress percent={shown.percent} status="active" />
          <p className="setting-muted">
            {local.kind === 'uploading'
              ? t('setting.upgrade.uploading', {
                  sent: formatSize(shown.sent),
                  total: formatSize(shown.total),
                  percent: shown.percent,
                })
              : t('setting.upgrade.receiving', {
                  sent: formatSize(shown.sent),
                  total: formatSize(shown.total),
                })}
          </p>
          {local.kind === 'uploading' && (
            <Button onClick={() => upload.current?.abort()} data-testid="upgrade-cancel">
              {t('setting.upgrade.cancelUpload')}
            </Button>
          )}
        </div>
      )}

      {(shown.kind === 'checking' || shown.kind === 'installing') && (
        <div className="setting-upgrade-row" data-testid={`upgrade-${shown.kind}`} role="status">
          <Spin />
          <span>
            {t(shown.kind === 'checking' ? 'setting.upgrade.checking' : 'setting.upgrade.installing')}
          </span>
        </div>
      )}

      {shown.kind === 'staged' && (
        <div data-testid="upgrade-staged">
          <p>{t('setting.upgrade.staged')}</p>
          <p className="setting-versions" data-testid="upgrade-versions">
            <span className="setting-muted">{t('setting.upgrade.current')}</span>
            <strong>{shown.current}</strong>
            <span aria-hidden="true">→</span>
            <span className="setting-muted">{t('setting.upgrade.target')}</span>
            <strong>{shown.target}</strong>
          </p>
          <div className="setting-upgrade-row">
            <Button
              type="primary"
              danger
              disabled={blocked || (busy !== null && busy !== 'install')}
              loading={busy === 'install'}
              onClick={() => void decide('install', shown.id, shown.target)}
              data-testid="upgrade-install"
            >
              {t('setting.upgrade.install')}
            </Button>
            <Button
              disabled={blocked || (busy !== null && busy !== 'discard')}
              loading={busy === 'discard'}
              onClick={() => void decide('discard', shown.id, shown.target)}
              data-testid="upgrade-discard"
            >
              {t('setting.upgrade.discard')}
            </Button>
          </div>
        </div>
      )}

      {notice && (
        <Alert
          className="setting-upgrade-alert"
          type={notice.type}
          showIcon
          title={notice.title}
          description={notice.message}
          data-testid="upgrade-notice"
        />
      )}
    </section>
  );
}
