import { randomBytes, timingSafeEqual } from 'node:crypto';
import { lstat, opendir, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import {
  Code,
  FILE_ROOTS,
  fileTypeCode,
  NOT_CONFIGURED,
  PERMISSIONS,
  Role,
  SHARE_CONNECT,
  type MainRole,
  type ShareAudit,
  type ShareConfig,
  type ShareLink,
  type ShareState,
  type SharedItem,
} from '@coffer/contract';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import { AppError } from '../../http/app-error.js';
import type { MetaSetting } from '../files/meta-setting.js';
import type { FileCaller, PathResolver, ResolvedPath } from '../files/path-resolver.js';
import type { PublicDirsStore } from '../files/public-dirs-store.js';
import { isShareDomain, shareUrl } from './share-url.js';
import { ShareCodeGuard } from './share-code-guard.js';
import { ShareTickets } from './share-tickets.js';
import type { ShareRowWithOwner } from './shares-store.js';
import { SharesStore } from './shares-store.js';

/** Links one user may hold at once. */
export const SHARES_PER_USER_MAX = 1000;

export interface SharesDeps {
  db: Db;
  resolver: PathResolver;
  publicDirs: PublicDirsStore;
  connectType: MetaSetting;
  domain: MetaSetting;
  log: Logger;
  /** The key share tickets are signed with (`loadOrCreateShareTicketKey`). */
  ticketKey: Buffer;
  now?: () => number;
}

/** Where a request came from, for the link's address and the audit. */
export interface RequestPlace {
  protocol: string;
  host: string | undefined;
  ip: string;
}

/** A link opened for a public access: it works now and its entry is where it was. */
export interface OpenLink {
  row: ShareRowWithOwner;
  owner: FileCaller;
  entry: ResolvedPath;
}

function isAdmin(mainRole: MainRole): boolean {
  return (PERMISSIONS.shares as readonly MainRole[]).includes(mainRole);
}

function sameCode(given: string, code: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(code.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The segments of a path inside a share; the resolver refuses `.`/`..` and bad names among them. */
function insideSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Share links (SHARE, issue 15 §7). A link keeps its owner and the owner's virtual path; every
 * public access resolves that path again as the owner, so a link follows the owner's rights and a
 * moved or deleted entry makes the link answer C118003. `share_disable` stops an owner from making
 * links and turns their links off.
 */
export class SharesService {
  readonly store: SharesStore;
  private readonly tickets: ShareTickets;
  private readonly guard: ShareCodeGuard;
  private readonly now: () => number;
  private shared: { paths: Set<string>; validUntil: number } | undefined;

  constructor(private readonly deps: SharesDeps) {
    this.now = deps.now ?? Date.now;
    this.store = new SharesStore(deps.db);
    this.tickets = new ShareTickets(deps.ticketKey, this.now);
    this.guard = new ShareCodeGuard(this.now);
  }

  // --- the owner's side -------------------------------------------------------------------------

  async create(
    caller: FileCaller,
    input: { path: string; expire: number; code: string },
    place: RequestPlace,
  ): Promise<ShareLink> {
    this.assertMayShare(caller.id);
    const entry = await this.deps.resolver.resolve(caller, input.path);
    if (entry.root === 'public' && entry.isRoot) throw new AppError(Code.shareRootRefused);
    const stats = await lstat(entry.real).catch(() => undefined);
    if (!stats) throw new AppError(Code.fileNotFound, { path: entry.virtual });
    if (this.store.countOf(caller.id) >= SHARES_PER_USER_MAX) {
      throw new AppError(Code.shareTooMany, { max: SHARES_PER_USER_MAX });
    }
    const now = this.now();
    const id = randomBytes(12).toString('base64url');
    const segments = entry.virtual.split('/').filter(Boolean);
    this.store.insert({
      id,
      owner_id: caller.id,
      path: entry.virtual,
      real_path: await realpath(entry.real),
      name: segments[segments.length - 1] ?? entry.virtual,
      is_dir: stats.isDirectory() ? 1 : 0,
      code: input.code,
      expire_at: now + input.expire * 1000,
      created_at: now,
    });
    this.shared = undefined;
    this.deps.log.info({ event: 'share.created', userid: caller.id, shareId: id }, 'share link created');
    return this.linkOf(this.store.byId(id)!, place);
  }

  async list(
    caller: FileCaller,
    input: { all: boolean; offset: number; limit: number },
    place: RequestPlace,
  ): Promise<{ total: number; items: ShareLink[] }> {
    if (input.all && !isAdmin(caller.mainRole)) throw new AppError(Code.forbidden);
    const { total, rows } = this.store.page(input.all ? null : caller.id, input.offset, input.limit);
    return { total, items: await Promise.all(rows.map((row) => this.linkOf(row, place))) };
  }

  async modify(
    caller: FileCaller,
    input: { id: string; expire?: number | undefined; code?: string | undefined },
    place: RequestPlace,
  ): Promise<ShareLink> {
    const row = this.manageable(caller, input.id);
    this.store.update(row.id, {
      ...(input.expire === undefined ? {} : { expire_at: this.now() + input.expire * 1000 }),
      ...(input.code === undefined ? {} : { code: input.code }),
    });
    this.shared = undefined;
    return this.linkOf(this.store.byId(row.id)!, place);
  }

  delete(caller: FileCaller, ids: readonly string[]): { deleted: number } {
    const rows = ids.map((id) => this.store.byId(id)).filter((row) => row !== undefined);
    // Every link must be the caller's (or the caller an administrator) before any goes.
    for (const row of rows) this.manageable(caller, row.id);
    const deleted = this.store.delete(rows.map((row) => row.id));
    this.shared = undefined;
    this.deps.log.info({ event: 'share.deleted', userid: caller.id, deleted }, 'share links deleted');
    return { deleted };
  }

  audits(
    caller: FileCaller,
    input: { all: boolean; id?: string | undefined; offset: number; limit: number },
  ): { total: number; items: ShareAudit[] } {
    if (input.all && !isAdmin(caller.mainRole)) throw new AppError(Code.forbidden);
    const { total, rows } = this.store.audits(
      { ownerId: input.all ? null : caller.id, shareId: input.id },
      input.offset,
      input.limit,
    );
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        shareId: row.share_id,
        name: row.name,
        owner: row.owner_name,
        kind: row.kind,
        path: row.path,
        ip: row.ip,
        at: Math.floor(row.at / 1000),
      })),
    };
  }

  /** The roots the caller may share from: their folder, group folders they may use, external disks. */
  async dirTop(caller: FileCaller, externalDisks: () => Promise<{ uuid: string; name: string }[]>) {
    const dirs: { name: string; path: string }[] = [{ name: 'home', path: FILE_ROOTS.home }];
    for (const dir of this.deps.publicDirs.all()) {
      if (this.deps.publicDirs.permissionOf(caller, dir.fid) !== 0) {
        dirs.push({ name: dir.name, path: `${FILE_ROOTS.public}/${dir.name}` });
      }
    }
    if (caller.mainRole === Role.master || caller.mainRole === Role.devOps) {
      for (const disk of await externalDisks().catch(() => [])) {
        dirs.push({ name: disk.name, path: `${FILE_ROOTS.external}/${disk.uuid}` });
      }
    }
    return { dirs };
  }

  config(): ShareConfig {
    const type = Number(this.deps.connectType.get() ?? SHARE_CONNECT.device);
    return {
      connect_type: type === SHARE_CONNECT.domain ? SHARE_CONNECT.domain : SHARE_CONNECT.device,
      domain: type === SHARE_CONNECT.domain ? (this.deps.domain.get() ?? '') : '',
    };
  }

  /** SHARE-02. The enterprise channel needs a provider cloud this LAN device has not: 510. */
  setConfig(input: { connect_type: 0 | 1 | 2; domain: string }): ShareConfig {
    if (input.connect_type === SHARE_CONNECT.enterprise) throw new AppError(NOT_CONFIGURED);
    if (input.connect_type === SHARE_CONNECT.domain) {
      const domain = input.domain.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
      if (!isShareDomain(domain)) throw new AppError(Code.shareDomainInvalid);
      this.deps.domain.set(domain);
      this.deps.connectType.set(String(SHARE_CONNECT.domain));
    } else {
      this.deps.connectType.set(String(SHARE_CONNECT.device));
      this.deps.domain.clear();
    }
    return this.config();
  }

  /** The listing's `nshare` flag: a live link points at this real path. */
  isShared(realPath: string): boolean {
    const now = this.now();
    if (!this.shared || this.shared.validUntil <= now) {
      const { paths, nextExpiry } = this.store.liveRealPaths(now);
      // Rebuilt when a link changes, expires, or every minute (an owner's share_disable flips).
      this.shared = { paths: new Set(paths), validUntil: Math.min(nextExpiry ?? Infinity, now + 60_000) };
    }
    return this.shared.paths.has(realPath);
  }

  // --- the public side --------------------------------------------------------------------------

  /** The link as it works now, or the code that says why not (deleted, expired, off, file gone). */
  async open(id: string): Promise<OpenLink> {
    const row = this.store.byId(id);
    if (!row) throw new AppError(Code.shareNotFound);
    if (row.expire_at <= this.now()) throw new AppError(Code.shareExpired);
    if (row.owner_share_disable !== 0 || row.owner_disabled !== 0)
      throw new AppError(Code.shareOwnerDisabled);
    const owner: FileCaller = {
      id: row.owner_id,
      username: row.owner_name,
      mainRole: this.roleOf(row.owner_id),
    };
    const entry = await this.deps.resolver.resolve(owner, row.path).catch(() => undefined);
    const stats = entry && (await lstat(entry.real).catch(() => undefined));
    if (!entry || !stats || stats.isDirectory() !== (row.is_dir === 1) || stats.isSymbolicLink()) {
      throw new AppError(Code.shareFileGone);
    }
    return { row, owner, entry };
  }

  async info(id: string, place: RequestPlace) {
    const { row, entry } = await this.open(id);
    const stats = await lstat(entry.real);
    this.store.record(row, 'visit', '', place.ip, this.now());
    return {
      id: row.id,
      name: row.name,
      is_dir: row.is_dir === 1,
      size: row.is_dir === 1 ? 0 : stats.size,
      mtime: Math.floor(stats.mtimeMs / 1000),
      owner: row.owner_nickname || row.owner_name,
      expireAt: Math.floor(row.expire_at / 1000),
      needsCode: row.code !== '',
    };
  }

  async check(id: string, code: string, place: RequestPlace) {
    const { row } = await this.open(id);
    this.guard.assertMayTry(id, place.ip);
    if (row.code !== '' && !sameCode(code, row.code)) {
      this.deps.log.warn({ event: 'share.wrong-code', shareId: id, ip: place.ip }, 'wrong share code');
      this.guard.refuse(id, place.ip);
    }
    this.guard.accept(id, place.ip);
    return this.tickets.issue(id, row.code);
  }

  /** A path inside an open link, checked: the ticket, the resolver as the owner, and still inside. */
  async inside(id: string, ticket: string, path: string): Promise<OpenLink & { target: ResolvedPath }> {
    const link = await this.open(id);
    this.tickets.verify(ticket, id, link.row.code);
    const segments = insideSegments(path);
    if (segments.length === 0) return { ...link, target: link.entry };
    if (link.row.is_dir !== 1) throw new AppError(Code.fileNotFound, { path });
    const target = await this.deps.resolver.resolve(link.owner, [link.row.path, ...segments].join('/'));
    // The resolver keeps the path in the owner's root; a symlink may still lead out of the share.
    const shareReal = await realpath(link.entry.real);
    const targetReal = await realpath(target.real).catch(() => undefined);
    if (!targetReal) throw new AppError(Code.fileNotFound, { path: segments.join('/') });
    if (!isInside(targetReal, shareReal)) throw new AppError(Code.fileSymlinkOut);
    return { ...link, target };
  }

  async listInside(input: { id: string; ticket: string; path: string; offset: number; limit: number }) {
    const { row, target } = await this.inside(input.id, input.ticket, input.path);
    const base = insideSegments(input.path).join('/');
    if (row.is_dir !== 1) {
      const stats = await lstat(target.real);
      const item = {
        name: row.name,
        path: '',
        is_dir: false,
        size: stats.size,
        mtime: Math.floor(stats.mtimeMs / 1000),
        ftype: fileTypeCode(row.name),
      };
      return { path: '', total: 1, items: [item] };
    }
    const found: SharedItem[] = [];
    const dir = await opendir(target.real).catch(() => undefined);
    if (!dir) throw new AppError(Code.fileNotDirectory, { path: base });
    for await (const entry of dir) {
      if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isFile())) continue;
      const stats = await lstat(join(target.real, entry.name)).catch(() => undefined);
      if (!stats) continue;
      const isDir = stats.isDirectory();
      found.push({
        name: entry.name,
        path: base ? `${base}/${entry.name}` : entry.name,
        is_dir: isDir,
        size: isDir ? 0 : stats.size,
        mtime: Math.floor(stats.mtimeMs / 1000),
        ftype: isDir ? 0 : fileTypeCode(entry.name),
      });
    }
    found.sort((a, b) => Number(b.is_dir) - Number(a.is_dir) || a.name.localeCompare(b.name));
    return { path: base, total: found.length, items: found.slice(input.offset, input.offset + input.limit) };
  }

  recordDownload(row: ShareRowWithOwner, path: string, ip: string): void {
    this.store.record(row, 'download', path, ip, this.now());
  }

  // --- helpers ----------------------------------------------------------------------------------

  private assertMayShare(userId: number): void {
    const user = this.deps.db.prepare('SELECT share_disable FROM users WHERE id = ?').get(userId) as
      { share_disable: number } | undefined;
    if (!user || user.share_disable !== 0) throw new AppError(Code.shareNotAllowed);
  }

  private roleOf(userId: number): MainRole {
    const user = this.deps.db.prepare('SELECT main_role FROM users WHERE id = ?').get(userId) as
      { main_role: MainRole } | undefined;
    return user?.main_role ?? Role.user;
  }

  private manageable(caller: FileCaller, id: string): ShareRowWithOwner {
    const row = this.store.byId(id);
    if (!row) throw new AppError(Code.shareNotFound);
    if (row.owner_id !== caller.id && !isAdmin(caller.mainRole)) throw new AppError(Code.shareNotOwner);
    return row;
  }

  private async stateOf(row: ShareRowWithOwner): Promise<ShareState> {
    if (row.owner_share_disable !== 0 || row.owner_disabled !== 0) return 'disabled';
    if (row.expire_at <= this.now()) return 'expired';
    const open = await this.open(row.id).then(
      () => true,
      () => false,
    );
    return open ? 'active' : 'deleted';
  }

  private async linkOf(row: ShareRowWithOwner, place: RequestPlace): Promise<ShareLink> {
    return {
      id: row.id,
      name: row.name,
      path: row.path,
      is_dir: row.is_dir === 1,
      url: shareUrl(row.id, this.config(), place),
      code: row.code,
      expireAt: Math.floor(row.expire_at / 1000),
      createdAt: Math.floor(row.created_at / 1000),
      visits: row.visits,
      downloads: row.downloads,
      owner: row.owner_name,
      state: await this.stateOf(row),
    };
  }
}
