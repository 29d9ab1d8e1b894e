import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainRole } from '@coffer/contract';
import { runAdminCommand } from '../admin/admin-commands.js';
import {
  ADMIN_SOCKET,
  isBayRequest,
  type AdminAnswer,
  type AdminRequest,
  type BayRequest,
} from '../admin/admin-protocol.js';
import { runBayCommand } from '../admin/bay-commands.js';
import { loadConfig, type Config } from '../config.js';
import type { BayView, FailResult, InsertResult, PullResult } from '../storage/bays/bay-manager.js';
import { sendToDaemon } from './admin-client.js';
import { describeFail, describeInsert, describePull, formatBayTable } from './bay-output.js';
import { lockDataDir } from '../platform/data-dir-lock.js';
import { installReleaseKey, readReleaseKey, releaseKeyPath } from '../release/release-key.js';
import { openOfflineAccounts } from './offline-accounts.js';
import { openOfflineBays } from './offline-bays.js';
import { readPassword } from './read-password.js';

const USAGE = `usage:
  coffer user add --name NAME --role 1|2|3 [--nickname TEXT] [--data DIR]
  coffer user reset-password --name NAME [--data DIR]
  coffer user disable|enable --name NAME [--data DIR]
  coffer bay list [--json] [--data DIR]
  coffer bay insert SLOT --size 4T [--model M] [--serial S] [--data DIR]   a new blank disk
  coffer bay insert SLOT [--serial S] [--data DIR]                         a pulled disk back
  coffer bay pull SLOT [--data DIR]
  coffer bay fail SLOT --mode corrupt|smart-warning|smart-fault|hot|clear [--data DIR]
  coffer release-key install --file release-key.pub [--data DIR]   trust this key's upgrade archives
  coffer release-key show [--data DIR]
The password is read from a prompt, or from the first line of standard input.
Bays: sata1-sata8, m2-1-m2-4, esata1-esata4, usb1, usb2. Sizes are binary: 4T is 4 TiB.`;

type Values = Partial<Record<'name' | 'role' | 'size' | 'model' | 'serial' | 'mode', string>> & {
  json?: boolean;
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      nickname: { type: 'string' },
      data: { type: 'string' },
      size: { type: 'string' },
      model: { type: 'string' },
      serial: { type: 'string' },
      mode: { type: 'string' },
      file: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [area, action, slot] = positionals;
  if (area === 'release-key') return releaseKeyCommand(action, values);
  const request =
    area === 'user'
      ? await userRequest(action, values)
      : area === 'bay'
        ? bayRequest(action, slot, values)
        : null;
  if (typeof request === 'number') return request;
  if (!request) {
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig(values.data ? ['--data', values.data] : [], process.env);
  const answer =
    (await sendToDaemon(join(config.dataDir, ADMIN_SOCKET), request)) ?? (await runOffline(config, request));
  if (!answer.ok) {
    console.error(`coffer: ${answer.message} (${answer.code})`);
    return 1;
  }
  console.log(describe(request, answer.data, values.json === true));
  return 0;
}

/**
 * `release-key install|show`: the public key that upgrade archives must be signed with. A file in
 * the data directory, read at each upload, so it is written directly, daemon running or not.
 */
function releaseKeyCommand(action: string | undefined, values: { data?: string; file?: string }): number {
  const { dataDir } = loadConfig(values.data ? ['--data', values.data] : [], process.env);
  if (action === 'install' && values.file) {
    const fingerprint = installReleaseKey(dataDir, readFileSync(values.file, 'utf8'));
    console.log(`release key installed in ${releaseKeyPath(dataDir)} (fingerprint ${fingerprint})`);
    return 0;
  }
  if (action === 'show') {
    const key = readReleaseKey(dataDir);
    if (key.state !== 'ok') {
      console.error(
        `coffer: ${key.state === 'missing' ? 'no release key is installed' : 'the release key cannot be read'}`,
      );
      return 1;
    }
    console.log(`${releaseKeyPath(dataDir)} (fingerprint ${key.fingerprint})`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

/** The request of a `user` command, a usage exit code, or null for the usage text. */
async function userRequest(
  action: string | undefined,
  values: Values,
): Promise<AdminRequest | number | null> {
  if (!values.name) return null;
  if (action === 'disable' || action === 'enable') {
    return { cmd: 'user.set-disabled', username: values.name, disabled: action === 'disable' };
  }
  if (action !== 'add' && action !== 'reset-password') return null;
  const mainRole = Number(values.role);
  if (action === 'add' && !isMainRole(mainRole)) {
    console.error('--role must be 1 (super administrator), 2 (operations administrator) or 3 (user)');
    return 2;
  }
  const password = await readPassword();
  return action === 'add'
    ? { cmd: 'user.add', username: values.name, mainRole: mainRole as 1 | 2 | 3, password }
    : { cmd: 'user.reset-password', username: values.name, password };
}

function bayRequest(action: string | undefined, slot: string | undefined, values: Values): BayRequest | null {
  if (action === 'list') return { cmd: 'bay.list' };
  if (!slot) return null;
  switch (action) {
    case 'insert':
      return { cmd: 'bay.insert', slot, size: values.size, model: values.model, serial: values.serial };
    case 'pull':
      return { cmd: 'bay.pull', slot };
    case 'fail':
      return values.mode ? { cmd: 'bay.fail', slot, mode: values.mode } : null;
    default:
      return null;
  }
}

function describe(request: AdminRequest, data: unknown, json: boolean): string {
  if (json || !isBayRequest(request)) return JSON.stringify(data);
  switch (request.cmd) {
    case 'bay.list':
      return formatBayTable(data as BayView[]);
    case 'bay.insert':
      return describeInsert(data as InsertResult);
    case 'bay.pull':
      return describePull(data as PullResult);
    case 'bay.fail':
      return describeFail(data as FailResult);
  }
}

/**
 * With no daemon running, the data directory is edited directly (a bay change while powered off),
 * under its lock: a daemon that is starting, or one whose socket does not answer, is left alone.
 */
async function runOffline(config: Config, request: AdminRequest): Promise<AdminAnswer> {
  const lock = lockDataDir(config.dataDir);
  try {
    return await runUnderLock(config, request);
  } finally {
    lock.release();
  }
}

async function runUnderLock(config: Config, request: AdminRequest): Promise<AdminAnswer> {
  const offlineBays = openOfflineBays(config.dataDir, config.realBays);
  try {
    if (isBayRequest(request)) return await runBayCommand(offlineBays.bays, request);
    const offline = openOfflineAccounts(config.dataDir);
    try {
      return await runAdminCommand(
        { accounts: offline.accounts, bays: offlineBays.bays, audit: offline.audit },
        request,
      );
    } finally {
      offline.close();
    }
  } finally {
    offlineBays.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`coffer: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
