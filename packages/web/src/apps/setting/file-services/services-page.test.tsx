import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { idleUpgradeRecord, type FileServiceName, type FileServiceStatus } from '@coffer/contract';
import { useSessionStore } from '../../../session/session-store';
import { envelope, installFakeDaemon } from '../../../test/fake-daemon';
import { queryClient } from '../../../test/providers';
import { openSettingApp } from '../test/open-setting-app';

const base = '/api/fileshare_service';
const MISSING = envelope(null, 'C128006', '本设备上没有该服务');

function status(name: FileServiceName, patch: Partial<FileServiceStatus> = {}): FileServiceStatus {
  return { name, enabled: false, state: 'stopped', ports: [], pid: null, error: null, since: null, ...patch };
}

const RUNNING_SMB = status('samba', {
  enabled: true,
  state: 'running',
  ports: [4450],
  pid: 812,
  since: Date.UTC(2026, 10, 27, 9, 30),
});

function daemon(handlers: Record<string, unknown> = {}) {
  return installFakeDaemon({
    [`POST ${base}/samba/status`]: envelope(RUNNING_SMB),
    [`POST ${base}/ftp/status`]: MISSING,
    [`POST ${base}/webdav/status`]: MISSING,
    [`POST ${base}/dlna/status`]: MISSING,
    ...handlers,
  });
}

const open = (path = '/setting') => openSettingApp(path);

const card = (name: FileServiceName) => screen.getByTestId(`service-card-${name}`);

describe('the file services overview (srvsManage)', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is the settings app’s first page, and shows each service’s state, ports and address after loading', async () => {
    daemon();
    open();
    expect(await screen.findByTestId('services-page')).toBeInTheDocument();
    expect(screen.getByTestId('setting-nav-srvsManage')).toHaveClass('setting-link-active');
    expect(within(card('samba')).getByTestId('service-loading')).toHaveTextContent('正在读取服务状态');

    const smb = card('samba');
    await waitFor(() => expect(within(smb).getByTestId('service-state')).toHaveTextContent('运行中'));
    expect(within(smb).getByTestId('service-ports')).toHaveTextContent('4450');
    expect(within(smb).getByTestId('service-connect')).toHaveTextContent(
      `smb://${window.location.hostname}:4450`,
    );
    expect(within(smb).getByRole('switch', { name: '启用 SMB' })).toBeChecked();
  });

  it('shows a service the device does not have as unavailable, its switch disabled, and stops asking', async () => {
    const { seen } = daemon();
    open();
    const ftp = card('ftp');
    expect(await within(ftp).findByTestId('service-unavailable')).toHaveTextContent(
      '本设备上暂时没有这个服务',
    );
    expect(within(ftp).getByTestId('service-state')).toHaveTextContent('不可用');
    expect(within(ftp).getByRole('switch', { name: '启用 FTP' })).toBeDisabled();
    expect(within(ftp).queryByTestId('service-settings-ftp')).not.toBeInTheDocument();
    // The DLNA card never claims an address, available or not.
    expect(within(card('dlna')).queryByTestId('service-connect')).not.toBeInTheDocument();
    const asked = seen.filter((request) => request.path === `${base}/ftp/status`).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_300)));
    expect(seen.filter((request) => request.path === `${base}/ftp/status`).length).toBe(asked);
    // A running service is read again every few seconds.
    expect(seen.filter((request) => request.path === `${base}/samba/status`).length).toBeGreaterThan(1);
  });

  it('says a state could not be read, and reads it again on retry', async () => {
    let attempts = 0;
    daemon({
      [`POST ${base}/samba/status`]: () => {
        attempts += 1;
        return attempts === 1 ? envelope(null, 'C100503', '服务暂不可用') : envelope(RUNNING_SMB);
      },
    });
    open();
    const failed = await within(card('samba')).findByTestId('service-load-failed');
    expect(failed).toHaveTextContent('无法读取服务状态');
    expect(failed).toHaveTextContent('服务暂不可用');
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(within(card('samba')).getByTestId('service-state')).toHaveTextContent('运行中'),
    );
  });

  it('shows why a service failed', async () => {
    daemon({
      [`POST ${base}/samba/status`]: envelope(
        status('samba', { enabled: true, state: 'failed', error: 'smbd: bind to port 445 failed' }),
      ),
    });
    open();
    expect(await within(card('samba')).findByTestId('service-error')).toHaveTextContent(
      'smbd: bind to port 445 failed',
    );
    expect(within(card('samba')).getByTestId('service-state')).toHaveTextContent('启动失败');
  });

  it('asks before turning a service off from the keyboard, and sends nothing when cancelled', async () => {
    const { seen } = daemon();
    open();
    const toggle = await within(card('samba')).findByRole('switch', { name: '启用 SMB' });
    await waitFor(() => expect(toggle).toBeEnabled());
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowLeft', keyCode: 37, which: 37 });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('正在通过 SMB 连接的电脑和设备会立即断开');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.some((request) => request.path === `${base}/samba/enable`)).toBe(false);
    expect(toggle).toBeChecked();
  });

  it('turns a service off once confirmed and shows it stopped', async () => {
    const { seen } = daemon({
      [`POST ${base}/samba/enable`]: envelope(status('samba', { since: Date.now() })),
    });
    open();
    const toggle = await within(card('samba')).findByRole('switch', { name: '启用 SMB' });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(within(card('samba')).getByTestId('service-state')).toHaveTextContent('已停止'),
    );
    expect(seen.find((request) => request.path === `${base}/samba/enable`)?.form?.get('enable')).toBe(
      'false',
    );
    expect(within(card('samba')).getByTestId('service-connect')).toHaveTextContent('启用后显示连接地址');
  });

  it('turns a service on without asking, and shows the daemon’s reason when it cannot start', async () => {
    daemon({
      [`POST ${base}/samba/status`]: envelope(status('samba')),
      [`POST ${base}/samba/enable`]: envelope(null, 'C128007', '端口 445 已被占用'),
    });
    open();
    const toggle = await within(card('samba')).findByRole('switch', { name: '启用 SMB' });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    const failed = await within(card('samba')).findByTestId('service-change-failed');
    expect(failed).toHaveTextContent('端口 445 已被占用');
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('links a service to its settings tab', async () => {
    daemon({
      [`POST ${base}/samba/config`]: envelope({ port: 4450, encryption: 'desired', minProtocol: 'SMB2' }),
    });
    open();
    fireEvent.click(await within(card('samba')).findByTestId('service-settings-samba'));
    expect(await screen.findByTestId('file-and-share-page')).toBeInTheDocument();
    expect(await screen.findByTestId('samba-port')).toHaveValue('4450');
  });

  it('still opens the upgrade section for /setting?nav=update', async () => {
    installFakeDaemon({
      'POST /system/versions': envelope({ nasid: 'n', name: 'Coffer', model: 'z2', version: '1.0.0' }),
      'POST /upgrade/info': envelope({
        current_version: '1.0.0',
        model: 'z2',
        release_key: true,
        key_fingerprint: 'a1',
        max_size: 1024,
      }),
      'POST /upgrade/progress': envelope(idleUpgradeRecord('1.0.0')),
    });
    open('/setting?nav=update');
    expect(await screen.findByTestId('about-page')).toBeInTheDocument();
  });

  it('opens the services overview for a child T1 does not know', async () => {
    daemon();
    open('/setting/nothing');
    expect(await screen.findByTestId('services-page')).toBeInTheDocument();
  });

  it('shows what DLNA has indexed and FTPS’s certificate fingerprint', async () => {
    daemon({
      [`POST ${base}/dlna/status`]: envelope(
        status('dlna', {
          enabled: true,
          state: 'running',
          ports: [8200],
          indexed: { video: 12, audio: 340, image: 5 },
        }),
      ),
      [`POST ${base}/ftp/status`]: envelope(
        status('ftp', { enabled: true, state: 'running', ports: [2121], tlsFingerprint: 'AB:CD:EF:01' }),
      ),
    });
    open();
    expect(await within(card('dlna')).findByTestId('service-indexed')).toHaveTextContent(
      '视频 12 · 音乐 340 · 照片 5',
    );
    expect(await within(card('ftp')).findByTestId('service-fingerprint')).toHaveTextContent('AB:CD:EF:01');
    expect(within(card('ftp')).getByTestId('service-connect')).toHaveTextContent(
      `ftp://${window.location.hostname}:2121`,
    );
  });
});
