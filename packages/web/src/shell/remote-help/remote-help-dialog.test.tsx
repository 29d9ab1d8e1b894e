import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type MainRole, type RemoteHelpStatus } from '@coffer/contract';
import { forgetDeviceKey } from '../../api/credentials/device-key';
import { useSessionStore } from '../../session/session-store';
import { decryptSecret, envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { DialogHost } from '../dialogs/dialog-host';
import { resetDialogsForTests } from '../dialogs/dialog-store';
import { keyPubHandler, renderWithProviders } from '../test/signed-in';
import RemoteHelpDialog from './remote-help-dialog';

const DAY_S = 86_400;
const NOW_S = Math.floor(Date.now() / 1000);

const CLOSED: RemoteHelpStatus = {
  switch: 'closed',
  expire_at: 0,
  days: 0,
  nasid: 'A1B2C3D4E5F60718',
  ctime: 0,
  pwd: '',
  support_phone: '400-000-0000',
};

const OPEN: RemoteHelpStatus = {
  ...CLOSED,
  switch: 'open',
  expire_at: NOW_S + 7 * DAY_S,
  days: 7,
  ctime: NOW_S,
  pwd: 'K7P2QX9M',
};

const NOT_CONFIGURED = envelope({ support_phone: '' }, 510, '外网访问服务未注册');

function show(handlers: Record<string, unknown>, role: MainRole = Role.master) {
  const daemon = installFakeDaemon({ ...keyPubHandler, ...handlers });
  act(() => signInAs(role));
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <DialogHost />
      <RemoteHelpDialog open onClose={onClose} />
    </>,
  );
  return { ...daemon, onClose };
}

const called = (seen: SeenRequest[], path: string) => seen.filter((request) => request.path === path);

describe('the remote assistance dialog', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    resetDialogsForTests();
    forgetDeviceKey();
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('without a provider shows the device-not-connected state, with the switch disabled and why', async () => {
    const { seen } = show({ 'GET /zhelper/state': NOT_CONFIGURED });
    const offline = await screen.findByTestId('remote-help-offline');
    expect(offline).toHaveTextContent('设备无法联网');
    expect(screen.getByTestId('remote-help-offline-reason')).toHaveTextContent('外网访问服务未注册（510）');
    expect(screen.getByTestId('remote-help-not-configured')).toHaveTextContent('provider.url');
    expect(screen.getByTestId('remote-help-network-flag')).toHaveTextContent('电脑网络：在线');
    const toggle = screen.getByTestId('remote-help-switch');
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('设备无法联网，远程协助开关暂不可用。');
    expect(screen.getByTestId('remote-help-support')).toHaveTextContent('如需远程协助，请先联系客服');
    expect(screen.getByTestId('remote-help-support')).not.toHaveTextContent('致电');

    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('remote-help-retry'));
    await waitFor(() => expect(called(seen, '/zhelper/state')).toHaveLength(2));
    expect(seen.map((request) => request.path)).toEqual(['/zhelper/state', '/zhelper/state']);
  });

  it("says the computer's own network is down when the browser is offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show({ 'GET /zhelper/state': { status: 502, body: 'bad gateway' } });
    expect(await screen.findByTestId('remote-help-offline-browser')).toHaveTextContent('电脑网络连接异常');
    expect(screen.getByTestId('remote-help-network-flag')).toHaveTextContent('电脑网络：离线');
    expect(screen.queryByTestId('remote-help-not-configured')).toBeNull();
  });

  it('shows an open assistance: expiry, remaining days, code; copying shows what was copied', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { seen } = show({ 'GET /zhelper/state': envelope(OPEN), 'POST /zhelper/copy': envelope(null) });
    expect(await screen.findByTestId('remote-help-code')).toHaveTextContent('K7P2QX9M');
    expect(screen.getByTestId('remote-help-days')).toHaveTextContent('剩余 7 天');
    expect(screen.getByTestId('remote-help-switch')).toBeChecked();
    expect(screen.getByTestId('remote-help-support')).toHaveTextContent('400-000-0000');

    fireEvent.click(screen.getByTestId('remote-help-copy'));
    const copied = await screen.findByTestId('remote-help-copied');
    const text = writeText.mock.calls[0]?.[0] ?? '';
    for (const part of ['K7P2QX9M', 'A1B2C3D4E5F60718', '开启时间', '有效期至']) expect(text).toContain(part);
    expect(within(copied).getByTestId('remote-help-copied-text')).toHaveValue(text);
    await waitFor(() => expect(called(seen, '/zhelper/copy')).toHaveLength(1));
    expect(called(seen, '/zhelper/copy')[0]?.form?.get('params')).toBe('code');
    fireEvent.click(screen.getByTestId('remote-help-copied-ok'));
    await waitFor(() => expect(screen.queryByTestId('remote-help-copied')).toBeNull());
  });

  it('turns it on: SMS code, Enter, the administrator password, then the new state', async () => {
    let state = CLOSED;
    const { seen } = show({
      'GET /zhelper/state': () => envelope(state),
      'POST /zhelper/nasid': envelope({ sign: 'sig', username: 'alice', nasid: CLOSED.nasid }),
      'GET /rhelp/sendsms': envelope({ phone: '138****0000' }),
      'POST /rhelp/checksms': (request: SeenRequest) =>
        request.form?.get('sms_code') === '246810'
          ? envelope({ second: 'S-1' })
          : envelope(null, 'C114003', '验证码校验失败'),
      'POST /v1/user/CheckUserPasswd': (request: SeenRequest) =>
        envelope({ eventName: request.form?.get('eventName'), validMs: 5000 }),
      'POST /zhelper/open': (request: SeenRequest) => {
        if (request.form?.get('second') !== 'S-1') return envelope(null, 'C114005', '短信验证已失效');
        state = OPEN;
        return envelope(OPEN);
      },
    });
    expect(await screen.findByTestId('remote-help-intro')).toHaveTextContent('7 天');
    fireEvent.click(screen.getByTestId('remote-help-switch'));

    const dialog = await screen.findByTestId('remote-help-sms-dialog');
    expect(dialog).toHaveTextContent('alice');
    expect(within(dialog).getByTestId('remote-help-sms-tip')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('remote-help-sms-send'));
    expect(await screen.findByTestId('remote-help-sms-sent')).toHaveTextContent('138****0000');
    const send = called(seen, '/rhelp/sendsms')[0]!;
    expect(send.query.get('type')).toBe('rhelp');
    expect(send.query.get('key_id')).toBe('k1');
    expect(send.query.get('by')).toBeNull();
    expect(decryptSecret(send.query.get('username') ?? '')).toBe('alice');
    expect(screen.getByTestId('remote-help-sms-send')).toHaveTextContent('60 秒后重新获取');
    expect(screen.getByTestId('remote-help-sms-send')).toBeDisabled();

    const field = screen.getByTestId('remote-help-sms-code');
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByTestId('remote-help-sms-error')).toHaveTextContent('验证码校验失败');

    fireEvent.change(field, { target: { value: '246810' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const password = await screen.findByTestId('admin-password-input');
    expect(screen.getByText('开启远程协助：验证管理员密码')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('admin-password-ok'));

    expect(await screen.findByTestId('remote-help-code')).toHaveTextContent('K7P2QX9M');
    expect(called(seen, '/v1/user/CheckUserPasswd')[0]?.form?.get('eventName')).toBe('RemoteHelp');
    expect(called(seen, '/zhelper/open')[0]?.form?.get('second')).toBe('S-1');
  });

  it('shows a failed send in the SMS dialog and keeps the button ready', async () => {
    show({
      'GET /zhelper/state': envelope(OPEN),
      'POST /zhelper/nasid': envelope({ sign: 'sig', username: 'alice', nasid: CLOSED.nasid }),
      'GET /rhelp/sendsms': envelope(null, 'C114002', '发送验证码失败'),
    });
    fireEvent.click(await screen.findByTestId('remote-help-switch'));
    expect(await screen.findByText('关闭远程协助')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('remote-help-sms-send'));
    expect(await screen.findByTestId('remote-help-sms-error')).toHaveTextContent('发送验证码失败');
    expect(screen.getByTestId('remote-help-sms-send')).toHaveTextContent('获取验证码');
    expect(screen.getByTestId('remote-help-sms-send')).toBeEnabled();
  });

  it('lets an operations administrator look but not switch, and never shows the code', async () => {
    show({ 'GET /zhelper/state': envelope({ ...OPEN, pwd: '', ctime: 0 }) }, Role.devOps);
    expect(await screen.findByTestId('remote-help-days')).toHaveTextContent('剩余 7 天');
    expect(screen.getByTestId('remote-help-switch')).toBeDisabled();
    expect(screen.getByTestId('remote-help-switch')).toHaveAccessibleDescription(
      '只有超级管理员可以开启或关闭远程协助。',
    );
    expect(screen.queryByTestId('remote-help-code')).toBeNull();
  });
});
