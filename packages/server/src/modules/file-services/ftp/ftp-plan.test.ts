import { describe, expect, it } from 'vitest';
import type { DriverState } from '../driver.js';
import { FTP_UID_BASE, plan } from './ftp-driver.js';

const users: DriverState<'ftp'>['users'] = [
  { id: 1, username: 'owner', enabled: true, mainRole: 1 },
  { id: 3, username: 'alice', enabled: true, mainRole: 3 },
  { id: 4, username: 'bob', enabled: false, mainRole: 3 },
];

const state: DriverState<'ftp'> = {
  config: { port: 21, passivePorts: [50000, 50010], tls: 'allowed' },
  recycle: false,
  users,
  addresses: { mode: 'all', allow: [], block: [] },
  exports: [
    {
      mapping: { id: 1, name: 'home', path: '/home', kind: 'home', fid: null, exported: true },
      real: '/pool/homes',
      readers: [],
      writers: ['owner', 'alice'],
    },
    {
      mapping: { id: 2, name: 'Shelf', path: '/public/shelf', kind: 'group', fid: 7, exported: true },
      real: '/pool/public/shelf',
      readers: ['alice'],
      writers: ['owner'],
    },
    {
      mapping: { id: 3, name: 'team', path: '/public/team', kind: 'group', fid: 8, exported: true },
      real: '/pool/public/team',
      readers: [],
      writers: ['owner'],
    },
  ],
};

describe("each FTP user's view", () => {
  it('holds their own folder, the group folders they may use (read-only where they only read), nothing else', () => {
    const { mounts, access } = plan('/views', state);
    const alice = FTP_UID_BASE + 3;
    expect(mounts.filter((mount) => mount.uid === alice)).toEqual([
      { target: '/views/3/home', source: '/pool/homes/3', readonly: false, uid: alice },
      { target: '/views/3/Shelf', source: '/pool/public/shelf', readonly: true, uid: alice },
    ]);
    expect(mounts.filter((mount) => mount.uid === FTP_UID_BASE + 1).map((mount) => mount.target)).toEqual([
      '/views/1/home',
      '/views/1/Shelf',
      '/views/1/team',
    ]);
    expect(access.get(3)).toEqual({ uid: alice, dir: '/views/3' });
  });

  it('gives a disabled account no view and no way in', () => {
    const { mounts, access } = plan('/views', state);
    expect(mounts.some((mount) => mount.uid === FTP_UID_BASE + 4)).toBe(false);
    expect(access.has(4)).toBe(false);
  });

  it('lets nobody in while no pool is usable', () => {
    expect(plan(null, state)).toEqual({ mounts: [], access: new Map() });
  });
});
