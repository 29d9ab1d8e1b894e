import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { clearKvCache, ensureKvLoaded, kvCacheId, useKvCacheItem } from './kv-cache';
import { kvEntry } from './kv-entry';

const colour = kvEntry('colour', (raw) => (typeof raw === 'string' ? raw : null));

describe('the kv cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads an entry once for every reader', async () => {
    const { seen } = installFakeDaemon({ 'POST /kv/load': envelope({ value: '"teal"' }) });
    const id = kvCacheId(7, colour.key);
    ensureKvLoaded(id, colour);
    ensureKvLoaded(id, colour);
    const { result } = renderHook(() => useKvCacheItem(id));
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', value: 'teal' }));
    expect(seen.filter((request) => request.path === '/kv/load')).toHaveLength(1);
  });

  it('drops an answer that comes after the cache was cleared', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    installFakeDaemon({
      'POST /kv/load': () => {
        answer?.();
        return envelope({ value: '"teal"' });
      },
    });
    const id = kvCacheId(7, colour.key);
    ensureKvLoaded(id, colour);
    clearKvCache();
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { result } = renderHook(() => useKvCacheItem(id));
    expect(result.current).toBeUndefined();
  });
});
