import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, SAFE_SERVICE, type IpBlackEntry } from '@coffer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import SafeApp from './safe-app';

const ENTRY: IpBlackEntry = {
  id: 1,
  ip: '203.0.113.45',
  remark: 'scanner',
  locked: true,
  auto: false,
  expires_at: 0,
  created_at: 1_900_000_000_000,
};
const MISSING = { installed: false, running: false, version: '', missing: ['nft'], error: '', detail: '' };

type Answers = Partial<Record<string, unknown>>;

function open(answers: Answers, path = '/safe') {
  const agent = (request: SeenRequest) => {
    const service = request.form?.get('service') ?? '';
    return service in answers ? answers[service] : envelope(null, 'C100404', 'no such service');
  };
  const daemon = installFakeDaemon({ 'POST /v1/api/agent': agent });
  act(() => signInAs(Role.master));
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/safe/*" element={<SafeApp windowName={null} />} />
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

describe('the safety app', () => {
  it('lists the block list and adds an entry through the agent, naming the service', async () => {
    const daemon = open({
      [SAFE_SERVICE.ipBlackList]: envelope({ total: 1, items: [ENTRY] }),
      [SAFE_SERVICE.ipBlackAdd]: envelope({ ...ENTRY, id: 2, ip: '10.0.0.0/8', remark: '' }),
    });
    const table = await screen.findByTestId('safe-block-table');
    expect(await within(table).findByText('203.0.113.45')).toBeInTheDocument();
    expect(within(table).getByText('生效中')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('safe-block-ip'), { target: { value: '10.1.2.3/8' } });
    fireEvent.click(screen.getByTestId('safe-block-add'));
    await waitFor(() =>
      expect(daemon.seen.some((request) => request.form?.get('service') === SAFE_SERVICE.ipBlackAdd)).toBe(
        true,
      ),
    );
    const add = daemon.seen.find((request) => request.form?.get('service') === SAFE_SERVICE.ipBlackAdd);
    expect(add?.query.get('s')).toBe(SAFE_SERVICE.ipBlackAdd);
    expect(add?.form?.get('ip')).toBe('10.1.2.3/8');
  });

  it('says why an entry cannot be added before sending it', async () => {
    const daemon = open({ [SAFE_SERVICE.ipBlackList]: envelope({ total: 0, items: [] }) });
    expect(await screen.findByText('黑名单为空')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('safe-block-ip'), { target: { value: '10.0.0.256' } });
    expect(screen.getByTestId('safe-block-error')).toHaveTextContent('有效的 IPv4');
    expect(screen.getByTestId('safe-block-add')).toBeDisabled();
    fireEvent.change(screen.getByTestId('safe-block-ip'), { target: { value: '127.0.0.0/8' } });
    expect(screen.getByTestId('safe-block-error')).toHaveTextContent('127.0.0.1');
    expect(screen.getByTestId('safe-block-add')).toBeDisabled();
    expect(daemon.seen.some((request) => request.form?.get('service') === SAFE_SERVICE.ipBlackAdd)).toBe(
      false,
    );
  });

  it('shows the daemon’s refusal under the field', async () => {
    open({
      [SAFE_SERVICE.ipBlackList]: envelope({ total: 0, items: [] }),
      [SAFE_SERVICE.ipBlackAdd]: envelope(null, 'C120003', '203.0.113.45 已在列表中'),
    });
    await screen.findByText('黑名单为空');
    fireEvent.change(screen.getByTestId('safe-block-ip'), { target: { value: '203.0.113.45' } });
    fireEvent.click(screen.getByTestId('safe-block-add'));
    expect(await screen.findByTestId('safe-block-error')).toHaveTextContent('已在列表中');
  });

  it('offers a retry when the list cannot be read', async () => {
    open({ [SAFE_SERVICE.ipBlackList]: envelope(null, 500, 'boom') });
    expect(await screen.findByTestId('safe-load-failed')).toBeInTheDocument();
  });

  it('says what the machine lacks on the firewall tab', async () => {
    open(
      {
        [SAFE_SERVICE.safeConfGet]: envelope({ autoBlock: true, firewall: MISSING, antivirus: MISSING }),
      },
      '/safe?tab=firewall',
    );
    expect(await screen.findByTestId('safe-firewall-missing')).toHaveTextContent('本机没有安装：nft');
  });
});
