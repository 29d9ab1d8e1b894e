import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { APP_VERSION, BOOT_FACTS_ELEMENT_ID, Code, PASSWORD_POLICY, type UserInfo } from '@coffer/contract';
import { Providers, queryClient } from '../../test/providers';
import { catalogueDiscovery, routes } from '../../app/router';
import { forgetBootFacts } from '../../api/boot-facts';
import { forgetDeviceKey } from '../../api/credentials/device-key';
import { useSessionStore } from '../../session/session-store';
import { writeActivityStamp } from '../../session/activity-stamp';
import { TEST_PUBLIC_KEY, decryptSecret, envelope, installFakeDaemon } from '../../test/fake-daemon';
import { loginAnswer } from '../../test/login-answer';
import { changeLanguage } from '../../i18n/i18n';

const answer = loginAnswer();

const userInfo: UserInfo = {
  username: 'owner',
  nickname: '',
  type: 'file',
  authorize: 1,
  perm: [],
  uid: 1,
  roleInfo: { mainRole: 1 },
  isMaster: 1,
  isDevOps: 0,
  userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: '' },
  locked: false,
  keepLogin: false,
};

function daemon(overrides: Record<string, unknown> = {}) {
  return installFakeDaemon({
    'POST /system/versions': envelope({
      nasid: 'nas-1',
      name: 'Office NAS',
      model: 'z2',
      version: APP_VERSION,
    }),
    'POST /v1/user/isRegistered': envelope({ registered: false }),
    'POST /v1/user/pwdPolicyInfo': envelope(PASSWORD_POLICY),
    'GET /key/pub': envelope({ key: TEST_PUBLIC_KEY, key_id: 'k1', name: 'nas', sign: '' }),
    'POST /v1/user/setSuperAdminPasswd': envelope({ userid: 1, username: 'owner' }),
    'POST /auth/login': envelope(answer),
    'POST /v1/user/authToken': envelope(userInfo),
    ...overrides,
  });
}

function renderAt(path: string) {
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

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('login page, first use', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    forgetDeviceKey();
    vi.unstubAllGlobals();
  });

  it('shows the create-super-administrator form when the device is not registered', async () => {
    daemon();
    renderAt('/login');
    expect(await screen.findByTestId('register-username')).toBeInTheDocument();
    expect(screen.queryByTestId('login-username')).not.toBeInTheDocument();
    expect(await screen.findByTestId('login-device-name')).toHaveTextContent('Office NAS');
    expect(screen.getByTestId('login-device-model')).toHaveTextContent('z2');
  });

  it('ticks each password rule as the typed password meets it', async () => {
    daemon();
    renderAt('/login');
    await screen.findByTestId('register-password');
    expect(screen.getByTestId('register-rule-length')).toHaveAttribute('data-met', 'false');

    type('register-password', 'abcdefgh');
    await waitFor(() =>
      expect(screen.getByTestId('register-rule-length')).toHaveAttribute('data-met', 'true'),
    );
    expect(screen.getByTestId('register-rule-classes')).toHaveAttribute('data-met', 'false');

    type('register-password', 'Abcdefg1');
    await waitFor(() =>
      expect(screen.getByTestId('register-rule-classes')).toHaveAttribute('data-met', 'true'),
    );
    expect(screen.getByTestId('register-rule-charset')).toHaveAttribute('data-met', 'true');
  });

  it('refuses a confirmation that does not match, without calling the daemon', async () => {
    const { seen } = daemon();
    renderAt('/login');
    await screen.findByTestId('register-username');
    type('register-username', 'owner');
    type('register-password', 'Abcdefg1');
    type('register-confirm', 'Abcdefg2');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/v1/user/setSuperAdminPasswd')).toBe(false);
  });

  it('checks a field when it is left, and takes the error away once the field is right', async () => {
    daemon();
    renderAt('/login');
    await screen.findByTestId('register-username');
    const username = screen.getByLabelText('用户名');
    expect(username).toBe(screen.getByTestId('register-username'));
    expect(username).toHaveFocus();
    fireEvent.blur(username);
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    const password = screen.getByLabelText('密码');
    type('register-password', 'abc');
    fireEvent.blur(password);
    const weak = await screen.findByText('密码不符合下方的要求');
    expect(password).toHaveAttribute('aria-describedby', weak.id);

    type('register-username', 'owner');
    await waitFor(() => expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument());
    expect(username).not.toHaveAttribute('aria-invalid');
    // Still too weak while typing: the message stays until the password is right.
    type('register-password', 'Abcd');
    expect(screen.getByText('密码不符合下方的要求')).toBeInTheDocument();
    type('register-password', 'Abcdefg1');
    await waitFor(() => expect(screen.queryByText('密码不符合下方的要求')).not.toBeInTheDocument());
  });

  it('creates the super administrator with encrypted credentials, signs in and returns to from', async () => {
    const { seen } = daemon();
    // The app stamps activity every second while open (SHELL-08); here the test does it once.
    writeActivityStamp();
    const router = renderAt('/login?from=%2Fsetting');
    await screen.findByTestId('register-username');
    type('register-username', 'owner');
    type('register-password', 'Abcdefg1');
    type('register-confirm', 'Abcdefg1');
    fireEvent.click(screen.getByTestId('register-submit'));

    // Settings open at their default child (SHELL-12), the file services.
    expect(await screen.findByTestId('setting-nav-srvsManage')).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/setting/srvsManage');

    const created = seen.find((r) => r.path === '/v1/user/setSuperAdminPasswd');
    expect(created?.form?.get('key_id')).toBe('k1');
    expect(decryptSecret(created?.form?.get('username') ?? '')).toBe('owner');
    expect(decryptSecret(created?.form?.get('password') ?? '')).toBe('Abcdefg1');

    const login = seen.find((r) => r.path === '/auth/login');
    expect(decryptSecret(login?.form?.get('username') ?? '')).toBe('owner');
    expect(decryptSecret(login?.form?.get('password') ?? '')).toBe('Abcdefg1');
    expect(login?.form?.get('keep_login')).toBe('false');

    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok-new', keepLogin: false });
    // SESS-08: the new owner has not accepted the privacy agreement yet.
    expect(await screen.findByTestId('privacy-agree')).toBeInTheDocument();
    // The sign-in's own answer gave the user's facts: no token check follows it.
    expect(seen.map((r) => r.path)).not.toContain('/v1/user/authToken');
  });

  it('shows the daemon message inline when creating the account fails', async () => {
    daemon({
      'POST /v1/user/setSuperAdminPasswd': envelope(null, Code.usernameTaken, '用户名已存在'),
    });
    renderAt('/login');
    await screen.findByTestId('register-username');
    type('register-username', 'owner');
    type('register-password', 'Abcdefg1');
    type('register-confirm', 'Abcdefg1');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('用户名已存在');
  });
});

describe('login page, before the registration answer', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows the sign-in form at once, and switches to creating the administrator if the device has none', async () => {
    let answer: (registered: boolean) => void = () => undefined;
    daemon({
      'POST /v1/user/isRegistered': () =>
        new Promise((resolve) => {
          answer = (registered) => resolve(envelope({ registered }));
        }),
    });
    renderAt('/login');
    expect(screen.getByTestId('login-username')).toBeEnabled();
    expect(screen.queryByTestId('register-username')).not.toBeInTheDocument();

    await act(async () => answer(false));
    expect(await screen.findByTestId('register-username')).toBeInTheDocument();
    expect(screen.queryByTestId('login-username')).not.toBeInTheDocument();
  });
});

describe('login page, registered device', () => {
  afterEach(async () => {
    await act(async () => changeLanguage('zh-CN'));
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    forgetDeviceKey();
    vi.unstubAllGlobals();
  });

  it('shows a wrong-password answer inline in login-error', async () => {
    daemon({
      'POST /v1/user/isRegistered': envelope({ registered: true }),
      'POST /auth/login': envelope(null, Code.wrongCredentials, '用户名或密码错误'),
    });
    renderAt('/login');
    await screen.findByTestId('login-username');
    type('login-username', 'owner');
    type('login-password', 'nope');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('用户名或密码错误');
  });

  it('asks for a username and a password on submit, and clears each error as it is typed', async () => {
    const { seen } = daemon({ 'POST /v1/user/isRegistered': envelope({ registered: true }) });
    renderAt('/login');
    const username = await screen.findByLabelText('用户名');
    const password = screen.getByLabelText('密码');
    expect(username).toBe(screen.getByTestId('login-username'));
    expect(password).toBe(screen.getByTestId('login-password'));
    expect(username).toHaveFocus();

    type('login-username', '   ');
    fireEvent.click(screen.getByTestId('login-submit'));
    const nameError = await screen.findByText('请输入用户名');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAttribute('aria-describedby', nameError.id);
    const passwordError = screen.getByText('请输入密码');
    expect(password).toHaveAttribute('aria-describedby', passwordError.id);
    // The first field to fix gets the focus.
    expect(username).toHaveFocus();

    type('login-username', 'owner');
    await waitFor(() => expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument());
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    type('login-password', 'secret');
    await waitFor(() => expect(screen.queryByText('请输入密码')).not.toBeInTheDocument());
    expect(seen.some((r) => r.path === '/auth/login')).toBe(false);
  });

  it('is busy after the loading delay while signing in, and a second submit meanwhile sends nothing more', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { seen } = daemon({
      'POST /v1/user/isRegistered': envelope({ registered: true }),
      'POST /auth/login': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderAt('/login');
    await screen.findByTestId('login-username');
    type('login-username', 'owner');
    type('login-password', 'secret');
    const form = screen.getByTestId('login-password').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    // GEN-19: not drawn busy at once, so a quick answer never flashes it.
    expect(screen.getByTestId('login-submit')).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(screen.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByTestId('login-username')).toBeDisabled();
    fireEvent.submit(form);
    await waitFor(() => expect(seen.some((r) => r.path === '/auth/login')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.filter((r) => r.path === '/auth/login')).toHaveLength(1);

    answer(envelope(null, Code.wrongCredentials, '用户名或密码错误'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByTestId('login-submit')).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('login-username')).toBeEnabled();
  });

  it('sends keep-login when asked, and shows the failure as an alert', async () => {
    const { seen } = daemon({
      'POST /v1/user/isRegistered': envelope({ registered: true }),
      'POST /auth/login': envelope(null, Code.wrongCredentials, '用户名或密码错误'),
    });
    renderAt('/login');
    await screen.findByTestId('login-username');
    type('login-username', ' owner ');
    type('login-password', 'nope');
    fireEvent.click(screen.getByRole('checkbox', { name: '保持登录' }));
    fireEvent.submit(screen.getByTestId('login-password').closest('form') as HTMLFormElement);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'login-error');
    expect(alert).toHaveTextContent('用户名或密码错误');
    const login = seen.find((r) => r.path === '/auth/login');
    expect(decryptSecret(login?.form?.get('username') ?? '')).toBe('owner');
    expect(login?.form?.get('keep_login')).toBe('true');
    // Typing again takes the old answer away.
    type('login-password', 'nope2');
    await waitFor(() => expect(screen.queryByTestId('login-error')).not.toBeInTheDocument());
  });

  it('shows and hides the password with a named toggle', async () => {
    daemon({ 'POST /v1/user/isRegistered': envelope({ registered: true }) });
    renderAt('/login');
    const password = await screen.findByTestId('login-password');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a retry when the device cannot be asked whether it is registered', async () => {
    let calls = 0;
    daemon({
      'POST /v1/user/isRegistered': () =>
        ++calls === 1
          ? envelope(null, Code.tooManyRequests, '设备暂时无法访问')
          : envelope({ registered: true }),
    });
    renderAt('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('设备暂时无法访问');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('login-username')).toBeInTheDocument();
  });

  it('switches the language with the radio group, by click or arrow key', async () => {
    daemon({ 'POST /v1/user/isRegistered': envelope({ registered: true }) });
    renderAt('/login');
    await screen.findByTestId('login-username');
    const group = screen.getByRole('radiogroup', { name: '语言' });
    expect(group).toHaveAttribute('data-testid', 'lang-switch');
    const chinese = screen.getByRole('radio', { name: '简体中文' });
    expect(chinese).toHaveAttribute('aria-checked', 'true');
    expect(chinese).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(chinese, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const english = screen.getByRole('radio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveFocus();
    fireEvent.click(screen.getByTestId('lang-zh-CN'));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a private path to login with from', async () => {
    daemon({ 'POST /v1/user/isRegistered': envelope({ registered: true }) });
    const router = renderAt('/setting/about?nav=update');
    await screen.findByTestId('login-username');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/setting/about?nav=update');
  });

  it('shows the desktop with the user and role, and signs out', async () => {
    const { seen } = daemon({
      'POST /v1/user/isRegistered': envelope({ registered: true }),
      'POST /v1/user/logout': envelope(null),
    });
    writeActivityStamp();
    act(() =>
      useSessionStore
        .getState()
        .signIn({ ...answer, userSetting: { ...answer.userSetting, protocolVersion: '20240222' } }, false),
    );
    const router = renderAt('/');
    expect(await screen.findByTestId('desktop-user')).toHaveTextContent('owner');
    expect(screen.getByTestId('desktop-role')).toHaveTextContent('超级管理员');
    fireEvent.click(screen.getByTestId('desktop-user-menu'));
    fireEvent.click(await within(document.body).findByTestId('desktop-signout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The user chose to leave: no `from` to come back to.
    expect(router.state.location.search).toBe('');
    expect(useSessionStore.getState().session).toBeNull();
    expect(seen.some((r) => r.path === '/v1/user/logout' && r.form?.get('token') === 'tok-new')).toBe(true);
  });

  it('sends unknown paths to 404', async () => {
    daemon();
    const router = renderAt('/no-such-app');
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('login page, with the facts the daemon wrote into the page', () => {
  let element: HTMLScriptElement;
  function writeBootFacts(registered: boolean) {
    element = document.createElement('script');
    element.id = BOOT_FACTS_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({
      registered,
      versions: { nasid: 'nas-1', name: 'Boot NAS', model: 'z9', version: APP_VERSION },
    });
    document.head.append(element);
    forgetBootFacts();
  }
  afterEach(() => {
    element.remove();
    forgetBootFacts();
    vi.unstubAllGlobals();
  });

  it('shows the sign-in form and the device without asking the daemon for either', async () => {
    writeBootFacts(true);
    // Were the page to ask, this answer would switch it to creating an administrator.
    const { seen } = daemon({ 'POST /v1/user/isRegistered': envelope({ registered: false }) });
    renderAt('/login');
    expect(screen.getByTestId('login-username')).toBeEnabled();
    expect(screen.getByTestId('login-device-name')).toHaveTextContent('Boot NAS');
    expect(screen.getByTestId('login-device-model')).toHaveTextContent('z9');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('login-username')).toBeInTheDocument();
    expect(seen.map((r) => r.path)).not.toContain('/v1/user/isRegistered');
    expect(seen.map((r) => r.path)).not.toContain('/system/versions');
  });

  it('asks again when the page was served before the device had its administrator', async () => {
    writeBootFacts(false);
    const { seen } = daemon({ 'POST /v1/user/isRegistered': envelope({ registered: true }) });
    renderAt('/login');
    await waitFor(() => expect(seen.map((r) => r.path)).toContain('/v1/user/isRegistered'));
    expect(await screen.findByTestId('login-username')).toBeEnabled();
    expect(screen.getByTestId('login-device-name')).toHaveTextContent('Boot NAS');
  });
});
