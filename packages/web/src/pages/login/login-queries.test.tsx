import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { askIsRegisteredEarly, useIsRegistered } from './login-queries';

const asked = (seen: { path: string }[]) =>
  seen.filter((request) => request.path === '/v1/user/isRegistered').length;

describe('useIsRegistered with an early question', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the early answer on the first render, and asks again on a later visit', async () => {
    const { seen } = installFakeDaemon({ 'POST /v1/user/isRegistered': envelope({ registered: true }) });
    askIsRegisteredEarly();
    await vi.waitFor(() => expect(asked(seen)).toBe(1));
    // Let the answer's promise settle before the page renders.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const first = renderHook(() => useIsRegistered());
    expect(first.result.current.status).toBe('success');
    expect(first.result.current.data).toEqual({ registered: true });
    first.unmount();
    expect(asked(seen)).toBe(1);

    const later = renderHook(() => useIsRegistered());
    expect(later.result.current.status).toBe('pending');
    await waitFor(() => expect(later.result.current.status).toBe('success'));
    expect(asked(seen)).toBe(2);
  });

  it('waits for an early question still on its way instead of asking twice', async () => {
    const { seen } = installFakeDaemon({ 'POST /v1/user/isRegistered': envelope({ registered: false }) });
    askIsRegisteredEarly();
    const page = renderHook(() => useIsRegistered());
    expect(page.result.current.status).toBe('pending');
    await waitFor(() => expect(page.result.current.data).toEqual({ registered: false }));
    expect(asked(seen)).toBe(1);
  });
});
