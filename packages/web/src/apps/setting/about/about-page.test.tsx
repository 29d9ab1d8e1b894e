import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  idleUpgradeRecord,
  Role,
  type MainRole,
  type UpgradeInfo,
  type UpgradeRecord,
} from '@coffer/contract';
import { useSessionStore } from '../../../session/session-store';
import { useUpgradePageStore } from '../../../shell/overlays/upgrade-page-store';
import { NO_UPGRADE_MEMORY } from '../../../shell/overlays/upgrade-view';
import { envelope, installFakeDaemon, type SeenRequest } from '../../../test/fake-daemon';
import { queryClient } from '../../../test/providers';
import { openSettingApp } from '../test/open-setting-app';

const VERSIONS = { nasid: '0123456789abcdef', name: 'Coffer-cdef', model: 'z2', version: '1.0.0' };
const INFO: UpgradeInfo = {
  current_version: '1.0.0',
  model: 'z2',
  release_key: true,
  key_fingerprint: 'a1b2c3d4e5f60718',
  max_size: 10 * 1024 * 1024,
};
const IDLE = idleUpgradeRecord('1.0.0');
const STAGED: UpgradeRecord = { ...IDLE, id: 'u7', status: 'staged', target_version: '1.1.0' };

function daemon(handlers: Record<string, unknown> = {}) {
  return installFakeDaemon({
    'POST /system/versions': envelope(VERSIONS),
    'POST /upgrade/info': envelope(INFO),
    'POST /upgrade/progress': envelope(IDLE),
    ...handlers,
  });
}

const open = (role: MainRole, path = '/setting/about') => openSettingApp(path, role);

function chooseFile(size: number) {
  const file = new File([new Uint8Array(size)], 'coffer-1.1.0.tar', { type: 'application/x-tar' });
  fireEvent.change(screen.getByTestId('upgrade-file'), { target: { files: [file] } });
  return file;
}

describe('the about page', () => {
  afterEach(() => {
    act(() => {
      useSessionStore.getState().clear();
      useUpgradePageStore.setState({ memory: NO_UPGRADE_MEMORY, stagingHere: false });
    });
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows the device, its running version and its release key after loading', async () => {
    daemon();
    open(Role.master);
    expect(screen.getByTestId('about-loading')).toBeInTheDocument();
    const facts = await screen.findByTestId('about-facts');
    expect(facts).toHaveTextContent('Coffer-cdef');
    expect(facts).toHaveTextContent('0123456789abcdef');
    expect(screen.getByTestId('about-version')).toHaveTextContent('1.0.0');
    expect(screen.getByTestId('about-release-key')).toHaveTextContent('已安装');
    expect(screen.getByTestId('about-release-key')).toHaveTextContent('a1b2c3d4e5f60718');
    expect(screen.getByTestId('setting-nav-about')).toHaveTextContent('关于');
    expect(await screen.findByTestId('upgrade-choose')).toHaveTextContent('目前没有等待安装的发布包');
  });

  it('says what failed and reads again on retry', async () => {
    let attempts = 0;
    daemon({
      'POST /upgrade/info': () => {
        attempts += 1;
        return attempts === 1 ? envelope(null, 'C100503', '服务暂不可用') : envelope(INFO);
      },
    });
    open(Role.master);
    const error = await screen.findByTestId('about-error');
    expect(error).toHaveTextContent('无法读取设备信息');
    expect(error).toHaveTextContent('服务暂不可用');
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('about-facts')).toBeInTheDocument();
  });

  it('brings the upgrade section into focus with ?nav=update', async () => {
    daemon();
    open(Role.master, '/setting?nav=update');
    const heading = await screen.findByRole('heading', { name: '系统升级' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('uploads a chosen archive with its progress, then offers the checked archive', async () => {
    let answer: (value: unknown) => void = () => {};
    const { seen } = daemon({
      'POST /upgrade/upload': () => new Promise((resolve) => (answer = resolve)),
    });
    open(Role.master);
    await screen.findByTestId('upgrade-choose');
    const file = chooseFile(2 * 1024 * 1024);
    expect(screen.getByTestId('upgrade-file-name')).toHaveTextContent('coffer-1.1.0.tar (2 MB)');
    fireEvent.click(screen.getByTestId('upgrade-send'));
    // Every byte out: the daemon checks the signature before it answers.
    expect(await screen.findByTestId('upgrade-checking')).toHaveTextContent('正在校验发布包');
    expect(useUpgradePageStore.getState().stagingHere).toBe(true);
    const request = seen.find((item) => item.path === '/upgrade/upload') as SeenRequest;
    expect(request.blob).toBe(file);
    expect(request.headers.get('Content-Type')).toBe('application/octet-stream');

    act(() => answer(envelope(STAGED)));
    const staged = await screen.findByTestId('upgrade-staged');
    expect(within(staged).getByTestId('upgrade-versions')).toHaveTextContent('1.0.0→新版本1.1.0');
    expect(useUpgradePageStore.getState().stagingHere).toBe(false);
  });

  it('shows the bytes and percent while the archive goes out, and cancels on request', async () => {
    daemon();
    // The body goes out as the test says: each progress event is shown before the next.
    type Sending = { upload: { onprogress: ((event: unknown) => void) | null } };
    const requests: Sending[] = [];
    let sent = false;
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload: Sending['upload'] = { onprogress: null };
        onabort: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        constructor() {
          requests.push(this);
        }
        send() {
          sent = true;
        }
        abort() {
          this.onabort?.();
        }
      },
    );
    open(Role.master);
    await screen.findByTestId('upgrade-choose');
    chooseFile(4 * 1024 * 1024);
    fireEvent.click(screen.getByTestId('upgrade-send'));
    await waitFor(() => expect(sent).toBe(true));
    act(() =>
      requests[0]?.upload.onprogress?.({
        loaded: 1024 * 1024,
        total: 4 * 1024 * 1024,
        lengthComputable: true,
      }),
    );
    const uploading = screen.getByTestId('upgrade-uploading');
    expect(uploading).toHaveTextContent('正在上传 1 MB / 4 MB（25%）');
    expect(within(uploading).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    fireEvent.click(screen.getByTestId('upgrade-cancel'));
    expect(await screen.findByTestId('upgrade-notice')).toHaveTextContent('已取消上传');
    expect(screen.getByTestId('upgrade-choose')).toBeInTheDocument();
  });

  it('shows the daemon’s refusal of an archive', async () => {
    daemon({ 'POST /upgrade/upload': envelope(null, 'C114003', '发布包的签名与发布密钥不符') });
    open(Role.master);
    await screen.findByTestId('upgrade-choose');
    chooseFile(1024);
    fireEvent.click(screen.getByTestId('upgrade-send'));
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent('发布包未通过校验');
    expect(notice).toHaveTextContent('发布包的签名与发布密钥不符');
    expect(screen.getByTestId('upgrade-choose')).toBeInTheDocument();
  });

  it('refuses a file larger than the device accepts without sending it', async () => {
    const { seen } = daemon();
    open(Role.master);
    await screen.findByTestId('upgrade-choose');
    chooseFile(INFO.max_size + 1);
    fireEvent.click(screen.getByTestId('upgrade-send'));
    expect(await screen.findByTestId('upgrade-notice')).toHaveTextContent('超过设备允许的大小（最大 10 MB）');
    expect(seen.some((request) => request.path === '/upgrade/upload')).toBe(false);
  });

  it('checks an archive named by its path on the device', async () => {
    const { seen } = daemon({ 'POST /upgrade/local': envelope(STAGED) });
    open(Role.master);
    await screen.findByTestId('upgrade-choose');
    const input = screen.getByTestId('upgrade-path');
    fireEvent.change(input, { target: { value: ' /srv/releases/coffer-1.1.0.tar ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('upgrade-staged')).toBeInTheDocument();
    const local = seen.find((request) => request.path === '/upgrade/local');
    expect(local?.form?.get('path')).toBe('/srv/releases/coffer-1.1.0.tar');
  });

  it('installs a staged archive only after the confirmation that everyone is disconnected', async () => {
    const { seen } = daemon({
      'POST /upgrade/progress': envelope(STAGED),
      'POST /upgrade/confirm': envelope({ ...STAGED, status: 'install' }),
    });
    open(Role.master);
    fireEvent.click(await screen.findByTestId('upgrade-install'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('设备将安装 1.1.0 并重启。重启期间所有用户都会断开连接');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('upgrade-installing')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/upgrade/confirm')?.form?.get('id')).toBe('u7');
    // The overlay of this page shows the install at once, without the first-sighting countdown.
    expect(useUpgradePageStore.getState().memory).toMatchObject({ id: 'u7', startedHere: true });
  });

  it('installs nothing when the confirmation is cancelled', async () => {
    const { seen } = daemon({ 'POST /upgrade/progress': envelope(STAGED) });
    open(Role.master);
    fireEvent.click(await screen.findByTestId('upgrade-install'));
    await screen.findByTestId('confirm-dialog');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('upgrade-staged')).toBeInTheDocument();
    expect(seen.some((request) => request.path === '/upgrade/confirm')).toBe(false);
  });

  it('discards a staged archive', async () => {
    daemon({ 'POST /upgrade/progress': envelope(STAGED), 'POST /upgrade/dismiss': envelope(IDLE) });
    open(Role.master);
    fireEvent.click(await screen.findByTestId('upgrade-discard'));
    expect(await screen.findByTestId('upgrade-choose')).toBeInTheDocument();
  });

  it('shows the operations administrator the section with every action disabled and why', async () => {
    daemon({ 'POST /upgrade/progress': envelope(STAGED) });
    open(Role.devOps);
    expect(await screen.findByTestId('upgrade-blocked')).toHaveTextContent('只有超级管理员可以升级系统');
    expect(await screen.findByTestId('upgrade-install')).toBeDisabled();
    expect(screen.getByTestId('upgrade-discard')).toBeDisabled();
  });

  it('disables the upgrade until a release key is installed, and says so', async () => {
    daemon({ 'POST /upgrade/info': envelope({ ...INFO, release_key: false, key_fingerprint: '' }) });
    open(Role.master);
    expect(await screen.findByTestId('upgrade-blocked')).toHaveTextContent('请先在设备上安装发布密钥');
    expect(screen.getByTestId('about-release-key')).toHaveTextContent('未安装');
    expect(screen.getByTestId('upgrade-choose-file')).toBeDisabled();
    expect(screen.getByTestId('upgrade-path')).toBeDisabled();
    expect(screen.getByTestId('upgrade-send')).toBeDisabled();
  });

  it('keeps a child that has no panel yet at its address', async () => {
    daemon();
    open(Role.master, '/setting/hdmi');
    expect(await screen.findByTestId('app-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('setting-nav-about')).toBeInTheDocument();
  });
});
