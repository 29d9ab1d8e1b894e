import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Role, type MainRole } from '@coffer/contract';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { useWindowStore } from '../window-manager/window-store';
import { useAppPermitsStore } from '../app-catalogue/app-permits-store';
import { DesktopPage } from './desktop-page';

const VERSIONS = { nasid: '0123456789abcdef', name: 'Office NAS', model: 'z2', version: '1.0.0' };

function renderDesktop(
  mainRole: MainRole,
  storedWallpaper: string | null = null,
  fakeDaemon = true,
  permits: { service: string; permission: 0 | 1 }[] = [],
) {
  if (fakeDaemon) {
    installFakeDaemon({
      'POST /kv/load': (request: { form: URLSearchParams | null }) =>
        envelope({ value: request.form?.get('k') === 'wallpaper' ? storedWallpaper : null }),
      'POST /v2/tob/service/my_permit': envelope({ permits }),
      'POST /system/versions': envelope(VERSIONS),
    });
  }
  act(() => signInAs(mainRole));
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
      useAppPermitsStore.setState({ denied: new Set(), loadedFor: null });
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

  it('does not offer an ordinary user the apps their service permits deny, on the desktop or in the menu', async () => {
    renderDesktop(Role.user, null, true, [
      { service: 'album', permission: 0 },
      { service: 'music', permission: 1 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('desktop-icon-album')).toBeNull());
    expect(screen.getByTestId('desktop-icon-music')).toBeInTheDocument();
    expect(screen.getByTestId('desktop-icon-fileManage')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('app-menu-button'));
    expect(await screen.findByTestId('app-menu-item-music')).toBeInTheDocument();
    expect(screen.queryByTestId('app-menu-item-album')).toBeNull();
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

  it('says when no app matches, opens the first match with Enter and moves into the list with Down', async () => {
    renderDesktop(Role.user);
    const button = screen.getByTestId('app-menu-button');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = await screen.findByTestId('app-menu-search');
    expect(search).toHaveFocus();

    fireEvent.change(search, { target: { value: 'no such app' } });
    expect(screen.getByTestId('app-menu-empty')).toHaveTextContent('没有匹配的应用');

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(screen.getByTestId('app-menu-item-fileManage')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('app-menu-item-fileManage'), { key: 'ArrowRight' });
    expect(screen.getByTestId('app-menu-item-album')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('app-menu-item-album'), { key: 'ArrowUp' });
    expect(search).toHaveFocus();

    fireEvent.change(search, { target: { value: '相册' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(useWindowStore.getState().windows.album).toBeDefined();
    expect(screen.queryByTestId('app-menu')).toBeNull();
  });

  it('closes the app menu on Escape or a press outside it, handing the focus back on Escape', async () => {
    renderDesktop(Role.user);
    const button = screen.getByTestId('app-menu-button');
    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByTestId('app-menu-search'), { key: 'Escape' });
    expect(screen.queryByTestId('app-menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(screen.getByTestId('app-menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByTestId('desktop-surface'));
    expect(screen.queryByTestId('app-menu')).toBeNull();
  });

  it('offers my account, the wallpaper, the language, lock and sign out in the user menu', async () => {
    renderDesktop(Role.user);
    const trigger = screen.getByTestId('desktop-user-menu');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: '账号菜单' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['我的账号', '更换壁纸', '锁定', '退出登录']);
    expect(within(menu).getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The focus starts on the first item; the arrow keys move it, wrapping at the ends.
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(screen.getByTestId('desktop-signout')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(trigger).toHaveFocus();

    fireEvent.click(trigger);
    fireEvent.click(screen.getByTestId('user-menu-my-account'));
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(useWindowStore.getState().windows.myAccount?.url).toBe('/myAccount?navCurrent=5');
  });

  it('gives the master the remote-assistance entry, which opens its dialog (RHELP-08)', async () => {
    installFakeDaemon({
      'POST /kv/load': envelope({ value: null }),
      'GET /zhelper/state': envelope({ support_phone: '' }, 510, '外网访问服务未注册'),
    });
    renderDesktop(Role.master, null, false);
    fireEvent.click(screen.getByTestId('desktop-user-menu'));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '我的账号',
      '更换壁纸',
      '远程协助',
      '锁定',
      '退出登录',
    ]);
    fireEvent.click(screen.getByTestId('user-menu-remote-help'));
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(await screen.findByTestId('remote-help-offline')).toHaveTextContent('设备无法联网');
  });

  it('has no remote-assistance entry for an operations administrator', () => {
    renderDesktop(Role.devOps);
    fireEvent.click(screen.getByTestId('desktop-user-menu'));
    expect(screen.queryByTestId('user-menu-remote-help')).toBeNull();
  });

  it('changes the wallpaper from the desktop’s right-click menu', async () => {
    const saved: string[] = [];
    installFakeDaemon({
      'POST /kv/load': () => envelope({ value: null }),
      'POST /system/versions': envelope(VERSIONS),
      'POST /setting/change': (request: { form: URLSearchParams | null }) => {
        const wallpaper = request.form?.get('wallpaper') ?? '';
        saved.push(wallpaper);
        return envelope({ wallpaper, theme: 'system', custom_wallpaper: 0 });
      },
    });
    renderDesktop(Role.user, null, false);
    fireEvent.contextMenu(screen.getByTestId('desktop-surface'), { clientX: 300, clientY: 200 });
    const item = within(screen.getByRole('menu', { name: '桌面菜单' })).getByRole('menuitem', {
      name: '更换壁纸',
    });
    expect(item).toHaveFocus();
    fireEvent.click(item);
    expect(screen.queryByTestId('desktop-menu')).toBeNull();
    fireEvent.click(await screen.findByTestId('wallpaper-option-ocean', {}, { timeout: 12_000 }));
    await waitFor(() => expect(document.querySelector('[data-wallpaper="ocean"]')).not.toBeNull());
    expect(saved).toEqual(['ocean']);
  });

  it('closes the right-click menu on Escape', () => {
    renderDesktop(Role.user);
    fireEvent.contextMenu(screen.getByTestId('desktop-surface'), { clientX: 300, clientY: 200 });
    expect(screen.getByTestId('desktop-menu')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('desktop-menu')).toBeNull();
  });

  it('shows the wallpaper the user chose', async () => {
    renderDesktop(Role.user, '"dusk"');
    await waitFor(() => expect(document.querySelector('[data-wallpaper="dusk"]')).not.toBeNull());
  });

  it('shows the uploaded wallpaper and the theme of the user’s PCSetting, and the device’s name', async () => {
    installFakeDaemon({
      'POST /kv/load': (request: { form: URLSearchParams | null }) =>
        envelope({
          value:
            request.form?.get('k') === 'PCSetting'
              ? JSON.stringify({ wallpaper: 'custom', theme: 'dark', custom_wallpaper: 7 })
              : null,
        }),
      'POST /system/versions': envelope(VERSIONS),
    });
    renderDesktop(Role.user, null, false);
    await waitFor(() => expect(document.querySelector('[data-wallpaper="custom"]')).not.toBeNull());
    const layer = document.querySelector<HTMLElement>('.desktop-wallpaper')!;
    expect(layer.style.background).toContain('/setting/wallpaper/image?v=7');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByTestId('desktop-device-name')).toHaveTextContent('Office NAS');
  });
});
