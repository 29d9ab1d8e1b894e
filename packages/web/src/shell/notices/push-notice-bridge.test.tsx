import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Role } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { Providers } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { emitPush } from '../push/push-bus';
import { useNoticeStore } from './notice-store';
import { PushNoticeBridge } from './push-notice-bridge';

describe('PushNoticeBridge', () => {
  beforeEach(() => {
    useNoticeStore.setState({ notices: [] });
    signInAs(Role.user);
  });
  afterEach(() => useSessionStore.getState().clear());

  it('adds disk notices without a pop-up', () => {
    render(
      <Providers>
        <PushNoticeBridge />
      </Providers>,
    );
    act(() =>
      emitPush({
        type: 'storage_hotplug_hdd_add',
        msguuid: 'a',
        time: Date.now(),
        data: { sn: 'S1', pos: 2, dev_type: 'sata', size: '1KB', total_size: 1024, model: 'M' },
      }),
    );
    expect(useNoticeStore.getState().notices.map((n) => n.key)).toEqual(['disk-S1']);
    expect(screen.queryByTestId('new-device-login-notice')).toBeNull();
  });

  it('pops up a sign-in on another device at once, and the user may lock their account after confirming', async () => {
    const disable = vi.fn(() => Promise.resolve(true));
    render(
      <Providers>
        <PushNoticeBridge onDisableAccount={disable} />
      </Providers>,
    );
    act(() => emitPush(loginFrame('b')));
    const popup = await screen.findByTestId('new-device-login-notice');
    expect(popup).toHaveTextContent('你的账号已在其他设备登录：Mac Safari 18，10.0.0.7');
    expect(useNoticeStore.getState().notices[0]).toMatchObject({ key: 'login-Mac Safari 18-10.0.0.7' });
    fireEvent.click(within(popup).getByRole('button', { name: '立即禁用该账号' }));
    expect(disable).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('disable-account-confirm'));
    await vi.waitFor(() => expect(disable).toHaveBeenCalledTimes(1));
  });

  it('does not offer the super administrator a lock it cannot have, and says why', async () => {
    signInAs(Role.master);
    const disable = vi.fn(() => Promise.resolve(true));
    render(
      <Providers>
        <PushNoticeBridge onDisableAccount={disable} />
      </Providers>,
    );
    act(() => emitPush(loginFrame('c')));
    const popup = await screen.findByTestId('new-device-login-notice');
    expect(within(popup).getByRole('button', { name: '立即禁用该账号' })).toBeDisabled();
    expect(popup).toHaveTextContent('如非本人操作，请立即修改密码。');
  });
});

function loginFrame(msguuid: string) {
  return {
    type: 'new_device_login' as const,
    msguuid,
    time: Date.now(),
    data: { uid: 7, username: 'alice', device: 'Mac Safari 18', platform: 'web', ip: '10.0.0.7', time: 1 },
  };
}
