/**
 * A real OpenLDAP server (Debian's slapd) for one test: its own slapd.conf, mdb database and port in
 * a temporary directory, run in the foreground so its PID is the one the test stops. `stop` ends that
 * PID alone and removes the directory; `pause`/`resume` stop and continue it to play a silent server.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../../../../scripts/lib/daemon.js';

const run = promisify(execFile);

export const SUFFIX = 'dc=coffer,dc=test';
export const ROOT_DN = `cn=admin,${SUFFIX}`;
const ROOT_PASSWORD = 'root-secret';
/** The service account Coffer binds as: it may read the directory but not its passwords. */
export const READER = { dn: `cn=reader,${SUFFIX}`, password: 'Reader-pass1' } as const;

export interface SlapdServer {
  url: string;
  port: number;
  pid: number;
  /** Adds entries (LDIF text) as the directory's root. */
  add(ldif: string): Promise<void>;
  /** Deletes one entry as the directory's root. */
  remove(dn: string): Promise<void>;
  /** SIGSTOP: the port still accepts connections but nothing answers. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

function config(dir: string): string {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/nis.schema
include /etc/ldap/schema/inetorgperson.schema
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
modulepath /usr/lib/ldap
moduleload back_mdb
database mdb
maxsize 16777216
suffix "${SUFFIX}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${dir}/db
access to attrs=userPassword
  by self write
  by anonymous auth
  by * none
access to *
  by users read
  by * none
`;
}

const BASE_LDIF = `dn: ${SUFFIX}
objectClass: dcObject
objectClass: organization
o: Coffer test
dc: coffer

dn: ${READER.dn}
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: reader
userPassword: ${READER.password}

dn: ou=people,${SUFFIX}
objectClass: organizationalUnit
ou: people

dn: ou=groups,${SUFFIX}
objectClass: organizationalUnit
ou: groups
`;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts slapd on a free port with the base entries and the service account. */
export async function startSlapd(): Promise<SlapdServer> {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-slapd-'));
  mkdirSync(join(dir, 'db'));
  writeFileSync(join(dir, 'slapd.conf'), config(dir));
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const child = spawn('/usr/sbin/slapd', ['-f', join(dir, 'slapd.conf'), '-h', `${url}/`, '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // A paused server does not see SIGTERM until it continues.
      process.kill(child.pid!, 'SIGCONT');
      process.kill(child.pid!, 'SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const ldif = async (tool: 'ldapadd' | 'ldapdelete', args: string[], input?: string) => {
    const file = join(dir, `input-${Date.now()}.ldif`);
    if (input !== undefined) writeFileSync(file, input);
    await run(tool, [
      '-x',
      '-H',
      url,
      '-D',
      ROOT_DN,
      '-w',
      ROOT_PASSWORD,
      ...(input ? ['-f', file] : []),
      ...args,
    ]);
  };
  try {
    for (const deadline = Date.now() + 15_000; !(await portOpen(port)); await delay(50)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`slapd did not start: ${output}`);
    }
    await ldif('ldapadd', [], BASE_LDIF);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid!,
    add: (text) => ldif('ldapadd', [], text),
    remove: (dn) => ldif('ldapdelete', [dn]),
    pause: () => process.kill(child.pid!, 'SIGSTOP'),
    resume: () => process.kill(child.pid!, 'SIGCONT'),
    stop,
  };
}

/** An inetOrgPerson under ou=people with a clear-text password (slapd compares it at bind). */
export function personLdif(uid: string, name: string, password: string): string {
  return `dn: uid=${uid},ou=people,${SUFFIX}
objectClass: inetOrgPerson
uid: ${uid}
cn: ${name}
sn: ${name.split(' ').at(-1)}
displayName: ${name}
userPassword: ${password}
`;
}
