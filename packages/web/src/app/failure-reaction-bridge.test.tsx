import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  APP_VERSION,
  EXTERNAL_LOGIN_FORBIDDEN,
  PRIVACY_PROTOCOL_VERSION,
  SIGN_OUT,
  type LoginResult,
} from '@coffer/contract';
import { writeActivityStamp } from '../session/activity-stamp';
import { useSessionStore } from '../session/session-store';
import { envelope, installFakeDaemon } from '../test/fake-daemon';
import { Providers, queryClient } from '../test/providers';
import { catalogueDiscovery, routes } from './router';

const session: LoginResult = {
  token: 'tok-old',
  userid: 2,
  username: 'alice',
  nickname: '',
  mainRole: 3,
  isMaster: 0,
  isDevOps: 0,
  userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: PRIVACY_PROTOCOL_VERSION },
  userType: 'file',
  nasid: 'nas-1',
};

function renderSignedIn(path: string) {
  writeActivityStamp();
  // As found in storage when the page opens: a session this page did not sign in for is checked.
  act(() => useSessionStore.setState({ session: { ...session, keepLogin: false } }));
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: catalogueDiscovery(),
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function daemonAnsweringTokenCheck(code: string, message: string) {
  installFakeDaemon({
    'POST /system/versions': envelope({ nasid: 'nas-1', name: 'NAS', model: 'z2', version: APP_VERSION }),
    'POST /v1/user/isRegistered': envelope({ registered: true }),
    'POST /v1/user/authToken': envelope(null, code, message),
  });
}

describe('reactions to sign-out codes', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('signs out to login with from when the stored token has expired', async () => {
    daemonAnsweringTokenCheck(SIGN_OUT.expired, '登录已过期，请重新登录');
    const router = renderSignedIn('/fileManage/myFiles?path=%2Fdocs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(
      '/fileManage/myFiles?path=%2Fdocs',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('shows the account notice for a disabled account, then signs out', async () => {
    daemonAnsweringTokenCheck(SIGN_OUT.accountDisabled, '该账号已被停用，请联系设备管理员');
    const router = renderSignedIn('/');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('账号提示');
    expect(dialog).toHaveTextContent('该账号已被停用，请联系设备管理员');
    // The notice comes first: the session is still there until it is acknowledged.
    expect(useSessionStore.getState().session).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('shows the important notice when external sign-in is forbidden, then signs out', async () => {
    daemonAnsweringTokenCheck(
      EXTERNAL_LOGIN_FORBIDDEN,
      '该账号已被禁止远程外网登录企业设备，请联系设备管理员',
    );
    const router = renderSignedIn('/');
    expect(await screen.findByRole('dialog')).toHaveTextContent('重要提示');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
