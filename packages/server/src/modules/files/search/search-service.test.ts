import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, Role, SEARCH_IDLE_MS } from '@coffer/contract';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PathResolver, ResolvedPath } from '../path-resolver.js';
import type { PublicDirsStore } from '../public-dirs-store.js';
import { SearchService } from './search-service.js';

const caller = { id: 7, username: 'ann', mainRole: Role.user };
let folder: string;

afterEach(() => {
  vi.useRealTimers();
  rmSync(folder, { recursive: true, force: true });
});

function serviceOn(dir: string, now: () => number, cap?: number): SearchService {
  const root: ResolvedPath = {
    virtual: '/home',
    real: dir,
    root: 'home',
    rootVirtual: '/home',
    rootReal: dir,
    isRoot: true,
    permission: 1,
    poolId: 'p',
    poolRoot: dir,
    recycleBin: 'home',
  };
  // The resolver is the boundary here: the daemon tests use the real one.
  const resolver = { resolve: () => Promise.resolve(root) } as unknown as PathResolver;
  const publicDirs = { all: () => [] } as unknown as PublicDirsStore;
  return new SearchService({
    resolver,
    publicDirs,
    externalRoots: () => Promise.resolve([]),
    isShared: () => false,
    log: pino({ level: 'silent' }),
    now,
    ...(cap === undefined ? {} : { cap }),
  });
}

describe('search service', () => {
  it('forgets a search nobody asked results of for 30 s, and keeps one that is read', async () => {
    folder = mkdtempSync(join(tmpdir(), 'search-'));
    writeFileSync(join(folder, 'needle.txt'), '');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = 0;
    const service = serviceOn(folder, () => clock);
    const read = await service.start(caller, 's1', { keyword: 'needle', show_hidden: false });
    const idle = await service.start(caller, 's2', { keyword: 'needle', show_hidden: false });
    clock = SEARCH_IDLE_MS - 1000;
    service.results(caller.id, read.id, 0);
    clock = SEARCH_IDLE_MS + 1000;
    vi.advanceTimersByTime(SEARCH_IDLE_MS);
    expect(() => service.results(caller.id, idle.id, 0)).toThrow(
      expect.objectContaining({ code: Code.searchNotFound }),
    );
    await vi.waitFor(() => expect(service.results(caller.id, read.id, 0).done).toBe(true));
    expect(service.results(caller.id, read.id, 0).items.map((item) => item.name)).toEqual(['needle.txt']);
    service.stop();
  });

  it('stops at its cap of results', async () => {
    folder = mkdtempSync(join(tmpdir(), 'search-'));
    for (let index = 0; index < 40; index += 1) writeFileSync(join(folder, `hit-${index}.txt`), '');
    const service = serviceOn(folder, Date.now, 25);
    const search = await service.start(caller, 's1', { keyword: 'hit', show_hidden: false });
    await vi.waitFor(() => expect(service.results(caller.id, search.id, 0).done).toBe(true));
    expect(service.results(caller.id, search.id, 0).items).toHaveLength(25);
    service.stop();
  });
});
