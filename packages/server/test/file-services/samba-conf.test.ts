/**
 * The pure parts of the Samba driver: smb.conf from the state, audit lines, the IP lists, the
 * sessions smbstatus tells.
 */
import { describe, expect, it } from 'vitest';
import { operationOf, parseAuditLine } from '../../src/modules/file-services/samba/audit-line.js';
import { hostsLists } from '../../src/modules/file-services/samba/samba-addresses.js';
import { addressAllowed } from '../../src/modules/file-services/service-addresses.js';
import type { SambaLayout } from '../../src/modules/file-services/samba/samba-layout.js';
import { signedInSessions } from '../../src/modules/file-services/samba/samba-tools.js';
import { renderSmbConf, type SambaConfInput } from '../../src/modules/file-services/samba/smb-conf.js';
import { smbUsernameUsable } from '../../src/modules/file-services/samba/unix-accounts.js';

const layout = Object.fromEntries(
  [
    'root',
    'conf',
    'privateDir',
    'lockDir',
    'stateDir',
    'cacheDir',
    'pidDir',
    'ncalrpcDir',
    'logDir',
    'logFile',
  ].map((key) => [key, `/data/services/samba/${key}`]),
) as unknown as SambaLayout;

const input = (change: Partial<SambaConfInput> = {}): SambaConfInput => ({
  layout,
  config: { port: 4455, encryption: 'required', minProtocol: 'SMB3' },
  recycle: true,
  shares: [
    {
      name: 'home',
      path: '/data/services/samba/homes/%U',
      validUsers: ['alice', 'bob'],
      writeList: ['alice', 'bob'],
    },
    {
      name: 'team',
      path: '/data/services/samba/shares/7',
      validUsers: ['alice', 'bob'],
      writeList: ['alice'],
    },
  ],
  hostsAllow: [],
  hostsDeny: ['10.0.0.0/8'],
  audit: { enabled: true, actions: ['write', 'delete'] },
  ...change,
});

/** The settings of one section, as `key = value` pairs. */
function section(text: string, name: string): Record<string, string> {
  const body = text.split(/^\[/m).find((part) => part.startsWith(`${name}]`)) ?? '';
  return Object.fromEntries(
    body
      .split('\n')
      .slice(1)
      .filter((line) => line.includes(' = '))
      .map((line) => line.split(' = ') as [string, string]),
  );
}

describe('smb.conf', () => {
  it('keeps every path Samba writes in the service folder and refuses guests', () => {
    const global = section(renderSmbConf(input()), 'global');
    expect(global).toMatchObject({
      'smb ports': '4455',
      'server min protocol': 'SMB3_00',
      'server smb encrypt': 'required',
      'map to guest': 'never',
      'restrict anonymous': '2',
      'disable netbios': 'yes',
      'access based share enum': 'yes',
      'hosts deny': '10.0.0.0/8',
    });
    for (const key of [
      'private dir',
      'lock directory',
      'state directory',
      'cache directory',
      'pid directory',
      'ncalrpc dir',
      'log file',
    ])
      expect(global[key], key).toMatch(/^\/data\/services\/samba\//);
    expect(global['hosts allow']).toBeUndefined();
  });

  it('writes each share read-only but for its write list, served as root', () => {
    const team = section(renderSmbConf(input()), 'team');
    expect(team).toMatchObject({
      path: '/data/services/samba/shares/7',
      'valid users': '"alice" "bob"',
      'read only': 'yes',
      'write list': '"alice"',
      'force user': 'root',
      'vfs objects': 'full_audit recycle',
      'recycle:repository': '#recycle',
    });
    expect(team['full_audit:success']!.split(' ').sort()).toEqual(
      ['create_file', 'pwrite', 'pwrite_recv', 'unlinkat', 'write'].sort(),
    );
  });

  it('leaves out shares nobody may use and names Samba reserves or cannot hold', () => {
    const text = renderSmbConf(
      input({
        shares: [
          { name: 'empty', path: '/x/1', validUsers: [], writeList: [] },
          { name: 'homes', path: '/x/2', validUsers: ['alice'], writeList: [] },
          { name: '100%U', path: '/x/3', validUsers: ['alice'], writeList: [] },
          { name: 'a]b', path: '/x/4', validUsers: ['alice'], writeList: [] },
        ],
      }),
    );
    expect(text.match(/^\[/gm)).toEqual(['[']);
  });

  it('drops the audit and recycle modules when they are off', () => {
    const text = renderSmbConf(input({ recycle: false, audit: { enabled: false, actions: [] } }));
    expect(section(text, 'team')['vfs objects']).toBeUndefined();
    expect(section(text, 'global')['log level']).toBe('0');
  });
});

describe('audit lines', () => {
  const folders = new Set(['/pool/homes/3/old']);
  const event = (line: string) => operationOf(parseAuditLine(line)!, (path) => folders.has(path));

  it('reads the operations it records and skips the rest', () => {
    const at = '[2026/11/27 18:10:16.017117,  1]   coffer-audit|alice|127.0.0.1|home|';
    expect(event(`${at}create_file|ok|0x12019f|file|overwrite_if|/pool/homes/3/a.txt`)).toEqual({
      action: 'create',
      paths: ['/pool/homes/3/a.txt'],
    });
    expect(event(`${at}create_file|ok|0x120089|file|open|/pool/homes/3/a.txt`)?.action).toBe('open');
    expect(event(`${at}create_file|ok|0x81|dir|open|/pool/homes/3/old`)).toBeNull();
    expect(event(`${at}pread_send|ok|/pool/homes/3/a.txt`)).toBeNull();
    expect(event(`${at}renameat|ok|/pool/homes/3/a|/pool/homes/3/b`)).toEqual({
      action: 'rename',
      paths: ['/pool/homes/3/a', '/pool/homes/3/b'],
    });
    expect(event(`${at}unlinkat|ok|/pool/homes/3/old`)?.action).toBe('rmdir');
    expect(event(`${at}unlinkat|fail|/pool/homes/3/a.txt`)?.action).toBe('delete');
    expect(parseAuditLine('smbd version 4.17.12-Debian started.')).toBeNull();
  });
});

describe('IP lists for Samba', () => {
  it('denies blocked entries and, in allow-only mode, everything not allowed', () => {
    const addresses = { mode: 'allow-only' as const, allow: ['192.168.1.0/24'], block: ['192.168.1.9'] };
    expect(hostsLists(addresses)).toEqual({ allow: ['192.168.1.0/24'], deny: ['192.168.1.9'] });
    expect(addressAllowed(addresses, '192.168.1.20')).toBe(true);
    expect(addressAllowed(addresses, '192.168.1.9')).toBe(false);
    expect(addressAllowed(addresses, '10.1.1.1')).toBe(false);
    expect(addressAllowed({ mode: 'all', allow: [], block: [] }, '10.1.1.1')).toBe(true);
  });
});

describe('Samba account names', () => {
  it('takes plain names and refuses what smb.conf or passwd would read otherwise', () => {
    for (const name of ['alice', 'bob.smith', 'li_lei-2', '张伟'])
      expect(smbUsernameUsable(name), name).toBe(true);
    for (const name of [
      'a"b',
      'a b',
      'a:b',
      'a,b',
      '@staff',
      '+staff',
      '&x',
      '-x',
      '.x',
      '100%U',
      'a\nb',
      '',
    ])
      expect(smbUsernameUsable(name), name).toBe(false);
  });
});

describe('SMB sessions', () => {
  it('leaves a session still signing in alone, so a change is never taken out on it', () => {
    const status = JSON.stringify({
      sessions: {
        '1': { server_id: { pid: '4101' }, uid: 1001, username: 'alice', remote_machine: '10.0.0.5' },
        '2': {
          server_id: { pid: '4102' },
          uid: -1,
          username: '(auth in progress)',
          remote_machine: '10.0.0.6',
        },
        '3': { server_id: { pid: 'x' }, uid: 1002, username: 'bob', remote_machine: '10.0.0.7' },
      },
    });
    expect(signedInSessions(status)).toEqual([{ pid: 4101, username: 'alice', address: '10.0.0.5' }]);
    expect(signedInSessions('{}')).toEqual([]);
  });
});
