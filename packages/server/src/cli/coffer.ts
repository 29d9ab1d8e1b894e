import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainRole } from '@coffer/contract';
import { runAdminCommand } from '../admin/admin-commands.js';
import { ADMIN_SOCKET, type AdminAnswer, type AdminRequest } from '../admin/admin-protocol.js';
import { loadConfig } from '../config.js';
import { sendToDaemon } from './admin-client.js';
import { openOfflineAccounts } from './offline-accounts.js';
import { readPassword } from './read-password.js';

const USAGE = `usage:
  coffer user add --name NAME --role 1|2|3 [--nickname TEXT] [--data DIR]
  coffer user reset-password --name NAME [--data DIR]
The password is read from a prompt, or from the first line of standard input.`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      nickname: { type: 'string' },
      data: { type: 'string' },
    },
  });
  const [area, action] = positionals;
  if (area !== 'user' || !values.name || (action !== 'add' && action !== 'reset-password')) {
    console.error(USAGE);
    return 2;
  }
  const mainRole = Number(values.role);
  if (action === 'add' && !isMainRole(mainRole)) {
    console.error('--role must be 1 (super administrator), 2 (operations administrator) or 3 (user)');
    return 2;
  }
  const password = await readPassword();
  const request: AdminRequest =
    action === 'add'
      ? { cmd: 'user.add', username: values.name, mainRole: mainRole as 1 | 2 | 3, password }
      : { cmd: 'user.reset-password', username: values.name, password };

  const { dataDir } = loadConfig(values.data ? ['--data', values.data] : [], process.env);
  const answer =
    (await sendToDaemon(join(dataDir, ADMIN_SOCKET), request)) ?? (await runOffline(dataDir, request));
  if (!answer.ok) {
    console.error(`coffer: ${answer.message} (${answer.code})`);
    return 1;
  }
  console.log(JSON.stringify(answer.data));
  return 0;
}

async function runOffline(dataDir: string, request: AdminRequest): Promise<AdminAnswer> {
  const offline = openOfflineAccounts(dataDir);
  try {
    return await runAdminCommand(offline.accounts, request);
  } finally {
    offline.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`coffer: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
