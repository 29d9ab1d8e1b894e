import { act, fireEvent, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@coffer/contract';
import { forgetDeviceKey } from '../api/credentials/device-key';
import { writeActivityStamp } from '../session/activity-stamp';
import { useSessionStore } from '../session/session-store';
import { decryptSecret, envelope, installFakeDaemon, TEST_PUBLIC_KEY } from '../test/fake-daemon';
import { loginAnswer } from '../test/login-answer';
import { opensAtSignIn, showSignInPage } from './sign-in-start';

describe('opensAtSignIn', () => {
  it.each([
    ['/home/login', true],
    ['/home/login/', true],
    ['/home/login/jump', false],
    ['/home/loginx', false],
    ['/home/', false],
    ['/home/setting', false],
    ['/login', false],
  ])('%s: %s', (pathname, expected) => {
    expect(opensAtSignIn(pathname)).toBe(expected);
  });
});

describe('a visit that opens at the sign-in page', () => {
  let root: Root | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    act(() => useSessionStore.getState().clear());
    forgetDeviceKey();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  it('draws the form without the router, then hands the page to the router at from', async () => {
    const { seen } = installFakeDaemon({
      'POST /system/versions': envelope({
        nasid: 'nas-1',
        name: 'Office NAS',
        model: 'z2',
        version: APP_VERSION,
      }),
      'POST /v1/user/isRegistered': envelope({ registered: true }),
      'GET /key/pub': envelope({ key: TEST_PUBLIC_KEY, key_id: 'k1', name: 'nas', sign: '' }),
      'POST /auth/login': envelope(loginAnswer()),
    });
    writeActivityStamp();
    history.replaceState(null, '', '/home/login?from=%2Fsetting');
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() => showSignInPage(root!));

    // Drawn by the time the call returns: the page's load event finds the form.
    expect(container.querySelector('[data-testid="login-username"]')).not.toBeNull();
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'owner' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Abcdefg1' } });
    fireEvent.submit(screen.getByTestId('login-password').closest('form')!);

    // Settings open at their default child (SHELL-12) in place of the sign-in page. The signed-in
    // shell is transformed on first import: beside the storage and browser tests that takes seconds.
    expect(await screen.findByTestId('setting-nav-srvsManage', {}, { timeout: 12_000 })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(location.pathname).toBe('/home/setting/srvsManage');
    expect(screen.queryByTestId('login-username')).not.toBeInTheDocument();
    const login = seen.find((request) => request.path === '/auth/login');
    expect(decryptSecret(login?.form?.get('username') ?? '')).toBe('owner');
    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok-new' });
  });
});
