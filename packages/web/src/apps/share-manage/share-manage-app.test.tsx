import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type MainRole, type ShareLink } from '@coffer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import ShareManageApp from './share-manage-app';

const LINK: ShareLink = {
  id: 'abc123',
  name: 'report.pdf',
  path: '/home/report.pdf',
  is_dir: false,
  url: 'http://nas.local/home/share/abc123',
  code: 'k7m2',
  expireAt: 1_900_000_000,
  createdAt: 1_899_000_000,
  visits: 3,
  downloads: 1,
  owner: 'alice',
  state: 'active',
};

function open(role: MainRole, path = '/fastShareCenter/shareContent/file', links: ShareLink[] = [LINK]) {
  const daemon = installFakeDaemon({
    'POST /v2/tob/share/list': envelope({ total: links.length, items: links }),
    'POST /v2/tob/share/audit/list': envelope({ total: 0, items: [] }),
    'POST /v2/tob/share/config/get': envelope({ connect_type: 0, domain: '' }),
    'POST /v2/tob/share/create': envelope({ ...LINK, id: 'new1', url: 'http://nas.local/home/share/new1' }),
  });
  act(() => signInAs(role));
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fastShareCenter/*" element={<ShareManageApp windowName={null} />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return daemon;
}

afterEach(() => {
  act(() => useSessionStore.getState().clear());
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the share management app', () => {
  it('lists the caller’s links; an ordinary user sees no everyone tab and no settings', async () => {
    open(Role.user);
    const table = await screen.findByTestId('share-table');
    expect(await within(table).findByText('report.pdf')).toBeInTheDocument();
    expect(within(table).getByTestId('share-code')).toHaveTextContent('k7m2');
    expect(within(table).getByText('3 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /所有人的分享|Everyone/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /分享设置|Settings/ })).toBeNull();
  });

  it('gives administrators everyone’s links and the settings', async () => {
    open(Role.devOps);
    expect(await screen.findByRole('tab', { name: /所有人的分享|Everyone/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /分享设置|Settings/ })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    open(Role.user, '/fastShareCenter/shareContent/file', []);
    expect(await screen.findByText(/还没有分享链接|No share links yet/)).toBeInTheDocument();
  });

  it('creates a link for ?create=<path> with the chosen lifetime and code', async () => {
    const daemon = open(
      Role.user,
      `/fastShareCenter/shareContent/file?create=${encodeURIComponent('/home/a b.txt')}`,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('share-create-path')).toHaveTextContent('/home/a b.txt');
    fireEvent.click(within(dialog).getByTestId('share-expiry-30'));
    fireEvent.click(within(dialog).getByTestId('share-code-set'));
    const submit = () => document.getElementById('share-create-submit') as HTMLButtonElement;
    fireEvent.change(within(dialog).getByTestId('share-code-input'), { target: { value: 'x1' } });
    expect(submit()).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/4–8/);
    fireEvent.change(within(dialog).getByTestId('share-code-input'), { target: { value: 'Ab12' } });
    expect(submit()).toBeEnabled();
    fireEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByTestId('share-created-url')).toHaveValue('http://nas.local/home/share/new1'),
    );
    const sent = daemon.seen.find((request) => request.path === '/v2/tob/share/create');
    expect(sent?.json).toMatchObject({ path: '/home/a b.txt', expire: 30 * 86_400, code: 'Ab12' });
  });
});
