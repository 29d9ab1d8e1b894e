import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import type { FilePools } from '../files/file-pool.js';
import type { PathResolver } from '../files/path-resolver.js';
import { PublicDirsStore } from '../files/public-dirs-store.js';
import { FileServicesStore } from './file-services-store.js';
import {
  serviceAddresses,
  serviceExports,
  serviceMappings,
  serviceUsers,
  type ExportSources,
} from './service-exports.js';

const RW = 1;
const RO = 2;

describe('what a file service exports, from the permission model', () => {
  let db: Db;
  let root: string;
  let sources: ExportSources;
  let homesMade: number[];

  beforeEach(() => {
    db = openDatabase(':memory:');
    root = mkdtempSync(join(tmpdir(), 'coffer-exports-'));
    homesMade = [];
    const addUser = db.prepare(
      "INSERT INTO users (id, username, password_hash, main_role, disabled, created_at) VALUES (?, ?, 'x', ?, ?, 0)",
    );
    addUser.run(1, 'owner', Role.master, 0);
    addUser.run(2, 'ann', Role.user, 0);
    addUser.run(3, 'ben', Role.user, 0);
    addUser.run(4, 'cat', Role.user, 1);
    const publicDirs = new PublicDirsStore(db);
    const sales = publicDirs.create('Sales')!.fid;
    publicDirs.create('Home');
    publicDirs.savePermits(sales, [
      { type: 'user', id: 2, permission: RW },
      { type: 'user', id: 3, permission: RO },
      { type: 'user', id: 4, permission: RW },
    ]);
    const store = new FileServicesStore(db);
    // The pools and the resolver are the boundary: a folder on a temporary directory stands in for
    // the default pool's files directory, and the users' folders are only counted.
    const pools = { usable: async () => ({ pool: { id: 'p1' }, root }) } as unknown as FilePools;
    const resolver = {
      homeOf: async (caller: { id: number }) => {
        homesMade.push(caller.id);
        return { real: join(root, 'homes', String(caller.id)), poolId: 'p1', poolRoot: root };
      },
    } as unknown as PathResolver;
    sources = { db, store, pools, publicDirs, resolver };
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('maps each user’s own folder and every group folder, a clashing name made unique', () => {
    const list = serviceMappings('samba', sources);
    expect(list.map(({ name, path, kind }) => ({ name, path, kind }))).toEqual([
      { name: 'home', path: '/home', kind: 'home' },
      { name: 'Home-2', path: '/public/Home', kind: 'group' },
      { name: 'Sales', path: '/public/Sales', kind: 'group' },
    ]);
    // Each service has its own mappings, and asking again answers the same ids.
    expect(serviceMappings('samba', sources).map((m) => m.id)).toEqual(list.map((m) => m.id));
    expect(serviceMappings('ftp', sources).map((m) => m.id)).not.toEqual(list.map((m) => m.id));
  });

  it('gives readers and writers by the folder rule, administrators write, disabled accounts nowhere', async () => {
    const { exports } = await serviceExports('samba', sources, serviceUsers(db));
    const sales = exports.find((entry) => entry.mapping.name === 'Sales')!;
    expect(sales.writers).toEqual(['owner', 'ann']);
    expect(sales.readers).toEqual(['ben']);
    expect(statSync(sales.real).isDirectory()).toBe(true);
    const home = exports.find((entry) => entry.mapping.kind === 'home')!;
    expect(home.writers).toEqual(['owner', 'ann', 'ben']);
    expect(home.real).toBe(join(root, 'homes'));
    expect(homesMade).toEqual([1, 2, 3]);
  });

  it('leaves out a folder that is no longer exported, and a renamed one goes by its new name', async () => {
    const store = sources.store;
    const mappings = serviceMappings('samba', sources);
    const sales = mappings.find((mapping) => mapping.name === 'Sales');
    const other = mappings.find((mapping) => mapping.name === 'Home-2');
    store.setExported(sales!.id, false);
    store.rename(other!.id, 'Archive');
    const { exports } = await serviceExports('samba', sources, serviceUsers(db));
    expect(exports.map((entry) => entry.mapping.name)).toEqual(['home', 'Archive']);
    expect(store.nameTaken('samba', 'archive', sales!.id)).toBe(true);
  });

  it('exports nothing while no pool is usable', async () => {
    sources.pools = { usable: async () => Promise.reject(new Error('no pool')) } as unknown as FilePools;
    const { mappings, exports } = await serviceExports('samba', sources, serviceUsers(db));
    expect(mappings).toHaveLength(3);
    expect(exports).toEqual([]);
  });

  it('counts every change the services must follow', () => {
    const store = sources.store;
    const before = store.epoch();
    db.prepare('UPDATE users SET disabled = 1 WHERE id = 2').run();
    const afterDisable = store.epoch();
    expect(afterDisable).toBeGreaterThan(before);
    db.prepare("UPDATE users SET nickname = 'Ann' WHERE id = 2").run();
    expect(store.epoch()).toBe(afterDisable);
    db.prepare(
      "INSERT INTO ip_block (ip, start_hex, end_hex, created_at) VALUES ('10.0.0.9', '0a000009', '0a000009', 0)",
    ).run();
    expect(store.epoch()).toBeGreaterThan(afterDisable);
    expect(serviceAddresses(db)).toEqual({ mode: 'all', allow: [], block: ['10.0.0.9'] });
  });
});
