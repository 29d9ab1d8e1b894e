import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  APP_VERSION,
  PRIVACY_PROTOCOL_VERSION,
  Role,
  type LoginResult,
  type MainRole,
  type UserInfo,
} from '@coffer/contract';
import { Providers, queryClient } from '../../test/providers';
import { catalogueDiscovery, routes } from '../../app/router';
import { writeActivityStamp } from '../../session/activity-stamp';
import { useSessionStore } from '../../session/session-store';
import { useAppPermitsStore } from '../app-catalogue/app-permits-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';

const setting = { share_disable: 0, flash_disable: 0, protocolVersion: PRIVACY_PROTOCOL_VERSION };

function signedInAt(
  path: string,
  mainRole: MainRole,
  permits: { service: string; permission: 0 | 1 }[] = [],
) {
  const login: LoginResult = {
    token: 'tok',
    userid: 3,
    username: 'carol',
    nickname: '',
    mainRole,
    isMaster: mainRole === Role.master ? 1 : 0,
    isDevOps: 0,
    userSetting: setting,
    userType: 'file',
    nasid: 'nas-1',
  };
  const info: UserInfo = {
    username: 'carol',
    nickname: '',
    type: 'file',
    authorize: 1,
    perm: [],
    uid: 3,
    roleInfo: { mainRole },
    isMaster: login.isMaster,
    isDevOps: 0,
    userSetting: setting,
    locked: false,
    keepLogin: false,
  };
  installFakeDaemon({
    'POST /system/versions': envelope({ nasid: 'nas-1', name: 'NAS', model: 'z2', version: APP_VERSION }),
    'POST /v1/user/authToken': envelope(info),
    'POST /kv/load': envelope({ value: null }),
    'POST /zspool/info': envelope({
      zspool: { normal: [], super: [], cache: [] },
      spare: { normal: [], super: [] },
    }),
    'POST /zspool/disk/list': envelope({ disks: [] }),
    'POST /v2/tob/service/my_permit': envelope({ permits }),
  });
  writeActivityStamp();
  act(() => useSessionStore.getState().signIn(login, false));
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

describe('app routes opened full-page', () => {
  afterEach(() => {
    act(() => {
      useSessionStore.getState().clear();
      useAppPermitsStore.setState({ denied: new Set(), loadedFor: null });
    });
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('opens a built app at its child, with no window', async () => {
    signedInAt('/storageManage/esata', Role.master);
    expect(await screen.findByTestId('storage-page-esata', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByTestId('full-page-storageManage')).toBeInTheDocument();
  });

  it('shows an app that is not built yet as unavailable', async () => {
    signedInAt('/album/photo', Role.user);
    expect(await screen.findByTestId('app-unavailable')).toBeInTheDocument();
  });

  it('sends an unknown child to 404', async () => {
    const router = signedInAt('/album/nothing', Role.user);
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('refuses an app the role does not see', async () => {
    const router = signedInAt('/storageManage/sata', Role.user);
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
  });

  it('refuses an app the user’s service permits deny', async () => {
    const router = signedInAt('/album/photo', Role.user, [{ service: 'album', permission: 0 }]);
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
  });
});
