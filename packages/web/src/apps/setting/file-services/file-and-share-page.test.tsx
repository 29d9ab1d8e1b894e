import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FileServiceName, type ServiceMapping } from '@coffer/contract';
import { useSessionStore } from '../../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../../test/fake-daemon';
import { queryClient } from '../../../test/providers';
import { openSettingApp } from '../test/open-setting-app';
// The page is a lazy panel: loaded here, so each test waits for the daemon alone.
import './file-and-share-page';

const base = '/api/fileshare_service';
const MISSING = envelope(null, 'C128006', '本设备上没有该服务');
const SMB_CONFIG = { port: 4450, encryption: 'desired', minProtocol: 'SMB2' };
const MAPPINGS: ServiceMapping[] = [
  { id: 1, name: 'home', path: '/home', kind: 'home', fid: null, exported: true },
  { id: 2, name: 'Projects', path: '/public/Projects', kind: 'group', fid: 11, exported: true },
  { id: 3, name: 'Videos', path: '/public/Videos', kind: 'group', fid: 12, exported: false },
];

const stopped = (name: FileServiceName) => ({
  name,
  enabled: false,
  state: 'stopped',
  ports: [],
  pid: null,
  error: null,
  since: null,
});

function daemon(handlers: Record<string, unknown> = {}) {
  const missing = Object.fromEntries(
    (['ftp', 'webdav', 'dlna'] as const).flatMap((name) => [
      [`POST ${base}/${name}/status`, MISSING],
      [`POST ${base}/${name}/config`, MISSING],
    ]),
  );
  return installFakeDaemon({
    [`POST ${base}/samba/status`]: envelope(stopped('samba')),
    [`POST ${base}/samba/config`]: (request: SeenRequest) => {
      const data = request.form?.get('data');
      return envelope(data ? { ...SMB_CONFIG, ...(JSON.parse(data) as object) } : SMB_CONFIG);
    },
    [`POST ${base}/samba/recycle`]: (request: SeenRequest) =>
      envelope({ enable: request.form?.get('enable') === 'true' }),
    [`POST ${base}/samba/mapping/list`]: envelope({ list: MAPPINGS }),
    ...missing,
    ...handlers,
  });
}

const open = (path = '/setting/fileAndShare') => openSettingApp(path);

const sent = (seen: SeenRequest[], path: string) =>
  seen.filter((request) => request.path === `${base}/${path}`);
const configWrites = (seen: SeenRequest[], name: FileServiceName) =>
  sent(seen, `${name}/config`).filter((request) => request.form?.has('data'));

/** A key press as a keyboard makes it: down, then up (antd's inputs wait for the key to rise). */
function pressEnter(element: HTMLElement) {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function setNumber(testId: string, value: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

// A busy shared machine renders antd's tables and dialogs slowly in jsdom.
describe('the file services settings (fileAndShare)', { timeout: 30_000 }, () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows SMB’s saved settings, the note on passwords, and a loading state first', async () => {
    daemon();
    open();
    expect(await screen.findByTestId('service-config-loading')).toHaveTextContent('正在读取设置');
    expect(await screen.findByTestId('samba-port')).toHaveValue('4450');
    expect(screen.getByTestId('samba-password-note')).toHaveTextContent('每个用户需要先登录一次 Coffer');
    expect(screen.getByTestId('samba-encryption').querySelector('input:checked')).toHaveAttribute(
      'value',
      'desired',
    );
    expect(screen.getByTestId('samba-min-protocol').querySelector('input:checked')).toHaveAttribute(
      'value',
      'SMB2',
    );
    expect(screen.getByTestId('service-config-save')).toBeDisabled();
  });

  it('saves the whole configuration as JSON in data and says it is saved', async () => {
    const { seen } = daemon();
    open();
    await screen.findByTestId('samba-port');
    setNumber('samba-port', '4451');
    fireEvent.click(within(screen.getByTestId('samba-encryption')).getByText('必须加密'));
    fireEvent.click(screen.getByTestId('service-config-save'));
    expect(await screen.findByTestId('service-config-saved')).toHaveTextContent('已保存并应用');
    const [write] = configWrites(seen, 'samba');
    expect(JSON.parse(write?.form?.get('data') ?? '')).toEqual({
      port: 4451,
      encryption: 'required',
      minProtocol: 'SMB2',
    });
    expect(screen.getByTestId('service-config-save')).toBeDisabled();
  });

  it('shows the daemon’s refusal, keeps what was typed and keeps the saved configuration', async () => {
    const { seen } = daemon({
      [`POST ${base}/samba/config`]: (request: SeenRequest) =>
        request.form?.has('data') ? envelope(null, 'C128007', '端口 8080 已被占用') : envelope(SMB_CONFIG),
    });
    open();
    await screen.findByTestId('samba-port');
    setNumber('samba-port', '8080');
    fireEvent.click(screen.getByTestId('service-config-save'));
    const refused = await screen.findByTestId('service-config-refused');
    expect(refused).toHaveTextContent('设置没有保存');
    expect(refused).toHaveTextContent('端口 8080 已被占用');
    expect(screen.getByTestId('samba-port')).toHaveValue('8080');
    expect(screen.queryByTestId('service-config-saved')).not.toBeInTheDocument();
    // Undoing returns to what the daemon keeps: the refusal changed nothing there.
    fireEvent.click(screen.getByTestId('service-config-reset'));
    expect(screen.getByTestId('samba-port')).toHaveValue('4450');
    expect(configWrites(seen, 'samba')).toHaveLength(1);
  });

  it('says a service the device does not have cannot be set up, with no form', async () => {
    daemon();
    open('/setting/fileAndShare?service=ftp');
    const tab = await screen.findByTestId('service-tab-ftp');
    expect(await within(tab).findByTestId('service-unavailable')).toHaveTextContent(
      '本设备上暂时没有这个服务，无法设置',
    );
    expect(within(tab).queryByTestId('service-config-ftp')).not.toBeInTheDocument();
    expect(within(tab).getByRole('switch', { name: '启用 FTP' })).toBeDisabled();
  });

  it('says the settings could not be read, and reads them again on retry', async () => {
    let attempts = 0;
    daemon({
      [`POST ${base}/samba/config`]: () => {
        attempts += 1;
        return attempts === 1 ? envelope(null, 'C100503', '服务暂不可用') : envelope(SMB_CONFIG);
      },
    });
    open();
    const failed = await screen.findByTestId('service-config-failed');
    expect(failed).toHaveTextContent('服务暂不可用');
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('samba-port')).toHaveValue('4450');
  });

  it('switches SMB’s recycle bin at once', async () => {
    const { seen } = daemon();
    open();
    const recycle = await screen.findByTestId('samba-recycle');
    await waitFor(() => expect(recycle).toBeEnabled());
    fireEvent.click(recycle);
    await waitFor(() => expect(recycle).toBeChecked());
    expect(sent(seen, 'samba/recycle').at(-1)?.form?.get('enable')).toBe('true');
  });

  it('lists the shared folders, refuses a bad share name before sending, and renames with Enter', async () => {
    const { seen } = daemon({
      [`POST ${base}/samba/mapping/rename`]: (request: SeenRequest) =>
        envelope({ ...MAPPINGS[1], name: request.form?.get('name') }),
    });
    open();
    fireEvent.click(await screen.findByText('共享文件夹'));
    const row = await screen.findByTestId('mapping-row-2');
    expect(row).toHaveTextContent('/public/Projects');
    expect(screen.getByTestId('mapping-row-3')).toHaveTextContent('已停止共享');
    fireEvent.click(within(row).getByTestId('mapping-rename'));
    const input = await screen.findByTestId('rename-mapping-input');
    fireEvent.change(input, { target: { value: 'a/b' } });
    expect(screen.getByTestId('rename-mapping-dialog')).toHaveTextContent('不能含有');
    pressEnter(input);
    fireEvent.change(input, { target: { value: 'homes' } });
    pressEnter(input);
    expect(sent(seen, 'samba/mapping/rename')).toHaveLength(0);
    fireEvent.change(input, { target: { value: ' Team projects ' } });
    pressEnter(input);
    await waitFor(() => expect(screen.getByTestId('mapping-row-2')).toHaveTextContent('Team projects'));
    const rename = sent(seen, 'samba/mapping/rename')[0];
    expect(rename?.form?.get('name')).toBe('Team projects');
    expect(rename?.form?.get('id')).toBe('2');
  });

  it('shows a taken name in the rename dialog and keeps the old name', async () => {
    daemon({
      [`POST ${base}/samba/mapping/rename`]: envelope(null, 'C128004', '名称 home 已被另一个共享目录使用'),
    });
    open();
    fireEvent.click(await screen.findByText('共享文件夹'));
    fireEvent.click(within(await screen.findByTestId('mapping-row-2')).getByTestId('mapping-rename'));
    const input = await screen.findByTestId('rename-mapping-input');
    fireEvent.change(input, { target: { value: 'home' } });
    pressEnter(input);
    await waitFor(() =>
      expect(screen.getByTestId('rename-mapping-dialog')).toHaveTextContent(
        '名称 home 已被另一个共享目录使用',
      ),
    );
    expect(screen.getByTestId('mapping-row-2')).toHaveTextContent('Projects');
  });

  it('stops sharing a folder only once confirmed, and shares it again', async () => {
    const { seen } = daemon({
      [`POST ${base}/samba/mapping/del`]: envelope({ ...MAPPINGS[1], exported: false }),
      [`POST ${base}/samba/mapping/add`]: envelope({ ...MAPPINGS[2], exported: true }),
    });
    open();
    fireEvent.click(await screen.findByText('共享文件夹'));
    fireEvent.click(within(await screen.findByTestId('mapping-row-2')).getByTestId('mapping-stop'));
    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent('文件夹和里面的文件不受影响');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('mapping-row-2')).toHaveTextContent('已停止共享'));
    expect(sent(seen, 'samba/mapping/del')[0]?.form?.get('id')).toBe('2');

    fireEvent.click(within(screen.getByTestId('mapping-row-3')).getByTestId('mapping-again'));
    await waitFor(() => expect(screen.getByTestId('mapping-row-3')).toHaveTextContent('共享中'));
    expect(sent(seen, 'samba/mapping/add')[0]?.form?.get('id')).toBe('3');
  });

  it('checks FTP’s passive ports before sending', async () => {
    const { seen } = daemon({
      [`POST ${base}/ftp/status`]: envelope(stopped('ftp')),
      [`POST ${base}/ftp/config`]: envelope({ port: 2121, passivePorts: [50000, 50100], tls: 'allowed' }),
    });
    open('/setting/fileAndShare?service=ftp');
    await screen.findByTestId('ftp-port');
    setNumber('ftp-passive-from', '50200');
    fireEvent.click(screen.getByTestId('service-config-save'));
    expect(await screen.findByTestId('service-config-invalid')).toHaveTextContent('请先更正标出的设置');
    expect(screen.getByTestId('service-config-ftp')).toHaveTextContent('起始端口不能大于结束端口');
    expect(configWrites(seen, 'ftp')).toHaveLength(0);
  });

  it('offers DLNA’s group folders as media folders and saves the ticked ones', async () => {
    const { seen } = daemon({
      [`POST ${base}/dlna/status`]: envelope(stopped('dlna')),
      [`POST ${base}/dlna/config`]: (request: SeenRequest) => {
        const data = request.form?.get('data');
        return envelope(data ? JSON.parse(data) : { port: 8200, friendlyName: 'Coffer', folders: [] });
      },
      [`POST ${base}/dlna/mapping/list`]: envelope({ list: MAPPINGS }),
    });
    open('/setting/fileAndShare?service=dlna');
    const folders = await screen.findByTestId('dlna-folders');
    expect(within(folders).queryByText(/\/home/)).not.toBeInTheDocument();
    fireEvent.click(within(folders).getByText('Videos (/public/Videos)'));
    fireEvent.change(screen.getByTestId('dlna-friendly-name'), { target: { value: 'Living room NAS' } });
    fireEvent.click(screen.getByTestId('service-config-save'));
    await screen.findByTestId('service-config-saved');
    expect(JSON.parse(configWrites(seen, 'dlna')[0]?.form?.get('data') ?? '')).toEqual({
      port: 8200,
      friendlyName: 'Living room NAS',
      folders: [3],
    });
  });
});
