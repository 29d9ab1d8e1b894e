import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PRIVACY_PROTOCOL_VERSION, Role, type LoginResult, type MainRole } from '@coffer/contract';
import { Providers, queryClient } from '../../app/providers';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { useWindowStore } from '../window-manager/window-store';
import { DesktopPage } from './desktop-page';

function sessionOf(mainRole: MainRole): LoginResult {
  return {
    token: 'tok',
    userid: 7,
    username: 'alice',
    nickname: '',
    mainRole,
    isMaster: mainRole === Role.master ? 1 : 0,
    isDevOps: mainRole === Role.devOps ? 1 : 0,
    userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: PRIVACY_PROTOCOL_VERSION },
    userType: 'file',
    nasid: 'nas-1',
  };
}

function renderDesktop(mainRole: MainRole, storedWallpaper: string | null = null) {
  installFakeDaemon({
    'POST /kv/load': (request: { form: URLSearchParams | null }) =>
      envelope({ value: request.form?.get('k') === 'wallpaper' ? storedWallpaper : null }),
  });
  act(() => useSessionStore.getState().signIn(sessionOf(mainRole), false));
  render(
    <Providers>
      <MemoryRouter>
        <DesktopPage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the desktop', () => {
  afterEach(() => {
    act(() => {
      useWindowStore.getState().reset();
      useSessionStore.getState().clear();
    });
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows the user, the role and the role’s icons', () => {
    renderDesktop(Role.user);
    expect(screen.getByTestId('desktop-user')).toHaveTextContent('alice');
    expect(screen.getByTestId('desktop-role')).toHaveTextContent('普通用户');
    expect(screen.getByTestId('desktop-icon-fileManage')).toBeInTheDocument();
    expect(screen.queryByTestId('desktop-icon-storageManage')).toBeNull();
  });

  it('gives the master the storage icon; a double click opens its window', () => {
    renderDesktop(Role.master);
    fireEvent.doubleClick(screen.getByTestId('desktop-icon-storageManage'));
    expect(useWindowStore.getState().windows.storageManage?.url).toBe('/storageManage');
  });

  it('selects an icon with a click and opens it with Enter', () => {
    renderDesktop(Role.user);
    const icon = screen.getByTestId('desktop-icon-album');
    fireEvent.click(icon);
    expect(icon).toHaveAttribute('aria-pressed', 'true');
    expect(useWindowStore.getState().windows.album).toBeUndefined();
    fireEvent.keyDown(icon, { key: 'Enter' });
    expect(useWindowStore.getState().windows.album).toBeDefined();
  });

  it('finds an app in the app menu and opens it at its T2 url', async () => {
    renderDesktop(Role.user);
    fireEvent.click(screen.getByTestId('app-menu-button'));
    fireEvent.change(await screen.findByPlaceholderText('搜索应用'), { target: { value: '我的账号' } });
    expect(screen.queryByTestId('app-menu-item-fileManage')).toBeNull();
    fireEvent.click(screen.getByTestId('app-menu-item-myAccount'));
    expect(useWindowStore.getState().windows.myAccount?.url).toBe('/myAccount?navCurrent=5');
  });

  it('shows the wallpaper the user chose', async () => {
    renderDesktop(Role.user, '"dusk"');
    await waitFor(() => expect(document.querySelector('[data-wallpaper="dusk"]')).not.toBeNull());
  });
});
