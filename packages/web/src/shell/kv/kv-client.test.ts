import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { kvHandlers, signInForTest } from '../test/signed-in';
import { deleteKv, loadKv, saveKv } from './kv-client';
import { isRecord } from '../../api/is-record';
import { kvEntry } from './kv-entry';

const COUNTER = kvEntry<{ n: number }>('counter', (raw) =>
  isRecord(raw) && typeof raw.n === 'number' ? { n: raw.n } : null,
);

describe('key-value client', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    vi.unstubAllGlobals();
  });

  it('stores a value as JSON text and reads it back typed', async () => {
    signInForTest();
    const store = new Map<string, string>();
    const { seen } = installFakeDaemon(kvHandlers(store));
    expect((await saveKv(COUNTER, { n: 3 })).success).toBe(true);
    expect(store.get('counter')).toBe('{"n":3}');
    expect(seen[0]?.form?.get('token')).toBe('tok-1');
    expect(await loadKv(COUNTER)).toMatchObject({ success: true, data: { n: 3 } });
    await deleteKv(COUNTER);
    expect(await loadKv(COUNTER)).toMatchObject({ success: true, data: null });
  });

  it('reads a value of the wrong shape, or text that is not JSON, as absent', async () => {
    signInForTest();
    const store = new Map([['counter', '{"n":"three"}']]);
    installFakeDaemon(kvHandlers(store));
    expect(await loadKv(COUNTER)).toMatchObject({ success: true, data: null });
    store.set('counter', 'not json');
    expect(await loadKv(COUNTER)).toMatchObject({ success: true, data: null });
  });

  it('passes a failure through as a result', async () => {
    signInForTest();
    installFakeDaemon({ 'POST /kv/load': envelope(null, 'C100422', 'bad key') });
    expect(await loadKv(COUNTER, { toast: false })).toMatchObject({ success: false, code: 'C100422' });
  });
});
