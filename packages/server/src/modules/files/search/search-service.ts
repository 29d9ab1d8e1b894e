import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import {
  Code,
  FILE_ROOTS,
  Role,
  SEARCH_IDLE_MS,
  SEARCH_PAGE_MAX,
  SEARCH_RESULTS_MAX,
  type FileItem,
} from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.js';
import type { ExternalRoot, FileCaller, PathResolver, ResolvedPath } from '../path-resolver.js';
import type { PublicDirsStore } from '../public-dirs-store.js';
import { nameMatcher } from './name-match.js';
import { walkNames, type WalkState } from './name-walk.js';

export interface SearchDeps {
  resolver: PathResolver;
  publicDirs: PublicDirsStore;
  externalRoots: () => Promise<ExternalRoot[]>;
  isShared: (realPath: string) => boolean;
  log: Logger;
  now?: () => number;
  /** Results one search keeps; SEARCH_RESULTS_MAX unless a test needs a small cap. */
  cap?: number;
}

interface Search extends WalkState {
  id: string;
  userId: number;
  session: string;
  done: boolean;
  lastAsked: number;
  abort: AbortController;
}

export interface SearchRequest {
  path?: string | undefined;
  keyword: string;
  show_hidden: boolean;
}

/**
 * Name searches, one per session: a new search of the session cancels its last one, a search
 * nobody asked results of for SEARCH_IDLE_MS is cancelled and forgotten, and only the user who
 * started a search can read or cancel it (anyone else is told it does not exist).
 */
export class SearchService {
  private readonly searches = new Map<string, Search>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(private readonly deps: SearchDeps) {
    this.now = deps.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), Math.min(5_000, SEARCH_IDLE_MS / 3));
    this.sweeper.unref();
  }

  async start(caller: FileCaller, session: string, request: SearchRequest): Promise<{ id: string }> {
    for (const search of this.searches.values()) {
      if (search.session === session) this.end(search);
    }
    const roots = await this.rootsOf(caller, request.path);
    const search: Search = {
      id: randomBytes(12).toString('base64url'),
      userId: caller.id,
      session,
      done: false,
      lastAsked: this.now(),
      abort: new AbortController(),
      scanned: 0,
      items: [],
    };
    this.searches.set(search.id, search);
    void this.run(search, roots, request);
    return { id: search.id };
  }

  results(userId: number, id: string, from: number) {
    const search = this.owned(userId, id);
    search.lastAsked = this.now();
    const items: FileItem[] = search.items.slice(from, from + SEARCH_PAGE_MAX);
    const next = Math.min(search.items.length, from + items.length);
    // `done` only once every result has been handed out, so the page knows to stop asking.
    return { items, done: search.done && next >= search.items.length, scanned: search.scanned, next };
  }

  cancel(userId: number, id: string): void {
    this.end(this.owned(userId, id));
  }

  stop(): void {
    clearInterval(this.sweeper);
    for (const search of this.searches.values()) this.end(search);
  }

  /** Searches held now (their walks may have ended), for tests. */
  get size(): number {
    return this.searches.size;
  }

  private owned(userId: number, id: string): Search {
    const search = this.searches.get(id);
    if (!search || search.userId !== userId) throw new AppError(Code.searchNotFound);
    return search;
  }

  private end(search: Search): void {
    search.abort.abort();
    search.done = true;
    this.searches.delete(search.id);
  }

  private async run(search: Search, roots: ResolvedPath[], request: SearchRequest): Promise<void> {
    const options = {
      matches: nameMatcher(request.keyword),
      showHidden: request.show_hidden,
      cap: this.deps.cap ?? SEARCH_RESULTS_MAX,
      signal: search.abort.signal,
      isShared: this.deps.isShared,
    };
    try {
      for (const root of roots) {
        if (search.abort.signal.aborted) break;
        await walkNames(root, search, options);
      }
    } catch (error) {
      this.deps.log.warn({ event: 'search.failed', err: error, userid: search.userId }, 'search failed');
    } finally {
      search.done = true;
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const search of this.searches.values()) {
      if (now - search.lastAsked > SEARCH_IDLE_MS) this.end(search);
    }
  }

  /** The folders to walk: the given one, or every root of the caller's (SEARCH: all roots). */
  private async rootsOf(caller: FileCaller, path: string | undefined): Promise<ResolvedPath[]> {
    if (path !== undefined && path !== '' && path !== '/') {
      const resolved = await this.deps.resolver.resolve(caller, path);
      const found = await stat(resolved.real).catch(() => undefined);
      if (!found) throw new AppError(Code.fileNotFound, { path: resolved.virtual });
      if (!found.isDirectory()) throw new AppError(Code.fileNotDirectory, { path: resolved.virtual });
      // The public folder itself holds group folders the caller may not see: walk only theirs.
      return resolved.root === 'public' && resolved.isRoot ? this.groupRoots(caller) : [resolved];
    }
    const roots: ResolvedPath[] = [await this.deps.resolver.resolve(caller, FILE_ROOTS.home)];
    roots.push(...(await this.groupRoots(caller)));
    if (caller.mainRole === Role.master || caller.mainRole === Role.devOps) {
      for (const disk of await this.deps.externalRoots().catch(() => [])) {
        const root = await this.tryResolve(caller, `${FILE_ROOTS.external}/${disk.uuid}`);
        if (root) roots.push(root);
      }
    }
    return roots;
  }

  private async groupRoots(caller: FileCaller): Promise<ResolvedPath[]> {
    const roots: ResolvedPath[] = [];
    for (const dir of this.deps.publicDirs.all()) {
      if (this.deps.publicDirs.permissionOf(caller, dir.fid) === 0) continue;
      const root = await this.tryResolve(caller, `${FILE_ROOTS.public}/${dir.name}`);
      if (root) roots.push(root);
    }
    return roots;
  }

  private async tryResolve(caller: FileCaller, path: string): Promise<ResolvedPath | undefined> {
    return this.deps.resolver.resolve(caller, path).catch(() => undefined);
  }
}
