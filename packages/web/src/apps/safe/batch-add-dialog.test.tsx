import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, Role, SAFE_SERVICE } from '@coffer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { Providers, queryClient } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import SafeApp from './safe-app';

function open(answers: Record<string, unknown>) {
  const daemon = installFakeDaemon({
    'POST /v1/api/agent': (request: SeenRequest) => {
      const service = request.form?.get('service') ?? '';
      return service in answers ? answers[service] : envelope(null, 'C100404', 'no such service');
    },
  });
  act(() => signInAs(Role.master));
  render(
    <Providers>
      <MemoryRouter initialEntries={['/safe']}>
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

describe('adding many entries at once', () => {
  it('says why nothing can be sent yet, sends the pasted lines as one act, and lists each refused line', async () => {
    const daemon = open({
      [SAFE_SERVICE.ipBlackList]: envelope({ total: 0, items: [] }),
      [SAFE_SERVICE.ipBlackBatchAdd]: envelope({
        added: 2,
        refused: [
          { line: 3, ip: 'nonsense', code: Code.ipEntryInvalid, message: '“nonsense”不是有效的 IP 地址' },
        ],
      }),
    });
    fireEvent.click(await screen.findByTestId('safe-block-batch'));
    const dialog = await screen.findByTestId('safe-batch');
    expect(within(dialog).getByTestId('safe-batch-start')).toBeDisabled();

    const text = '10.0.0.1\n10.0.0.0/8,office\nnonsense\n';
    fireEvent.change(within(dialog).getByTestId('safe-batch-text'), { target: { value: text } });
    expect(within(dialog).getByTestId('safe-batch-lines')).toHaveTextContent('3 行');
    fireEvent.click(within(dialog).getByTestId('safe-batch-start'));

    const report = await within(dialog).findByTestId('safe-batch-report');
    expect(report).toHaveTextContent('已添加 2 条，拒绝 1 条');
    expect(within(report).getByText('nonsense')).toBeInTheDocument();
    expect(within(report).getByText(/不是有效的 IP 地址/)).toBeInTheDocument();
    await waitFor(() => {
      const sent = daemon.seen.filter(
        (request) => request.form?.get('service') === SAFE_SERVICE.ipBlackBatchAdd,
      );
      expect(sent.map((request) => request.form?.get('text'))).toEqual([text]);
    });
  });
});
