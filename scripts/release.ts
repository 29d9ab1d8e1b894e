/**
 * The release side of the system upgrade (docs/decisions.md "System upgrade"):
 *
 *   scripts/release key --out DIR
 *       writes DIR/release-signing.pem (the private key, mode 0600: keep it off the devices) and
 *       DIR/release-key.pub (install it on a device: scripts/coffer release-key install --file …)
 *   scripts/release build --version V --key PRIVATE.pem --out FILE [--source DIR]
 *       builds a signed release archive of the source tree (default: this checkout) at version V
 *
 * The archive runs on the node_modules of the device it is installed on, so it must be built from
 * a tree with the same package-lock.json as the devices have.
 */
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_KEY_FILE, keyFingerprint } from '../packages/server/src/release/release-key.js';
import { buildRelease } from '../packages/server/src/release/release-build.js';
import { REPO_ROOT } from './lib/daemon.js';

const USAGE = `usage:
  scripts/release key --out DIR
  scripts/release build --version V --key PRIVATE.pem --out FILE [--source DIR]
Versions are dotted numbers (2.3.2025060402), compared part by part.`;

const SIGNING_KEY_FILE = 'release-signing.pem';

function fail(message: string): never {
  console.error(`release: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

function makeKey(outDir: string): void {
  const privateFile = path.join(outDir, SIGNING_KEY_FILE);
  const publicFile = path.join(outDir, RELEASE_KEY_FILE);
  for (const file of [privateFile, publicFile]) {
    if (existsSync(file)) fail(`${file} exists; a new key would lock out every device that trusts it`);
  }
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
    flag: 'wx',
  });
  writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644, flag: 'wx' });
  console.log(`release: signing key ${privateFile} (keep it secret)`);
  console.log(`release: public key  ${publicFile} (fingerprint ${keyFingerprint(publicKey)})`);
}

async function build(values: {
  version?: string;
  key?: string;
  out?: string;
  source?: string;
}): Promise<void> {
  const { version, key, out } = values;
  if (!version || !key || !out) fail('build needs --version, --key and --out');
  let privateKey;
  try {
    privateKey = createPrivateKey(readFileSync(key, 'utf8'));
  } catch (error) {
    fail(`cannot read the signing key ${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') fail(`${key} is not an Ed25519 private key`);
  const source = path.resolve(values.source ?? REPO_ROOT);
  const started = Date.now();
  const manifest = await buildRelease({
    source,
    version,
    privateKey,
    out,
    installRoot: REPO_ROOT,
    log: (line) => console.log(`release: ${line}`),
  });
  console.log(
    `release: ${out} (version ${manifest.version}, payload ${manifest.payload_sha256.slice(0, 16)}…, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        version: { type: 'string' },
        key: { type: 'string' },
        source: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, ...rest] = positionals;
  if (rest.length > 0) fail(`unexpected ${rest.join(' ')}`);
  if (command === 'key') {
    if (!values.out) fail('key needs --out DIR');
    makeKey(path.resolve(values.out));
  } else if (command === 'build') {
    await build(values);
  } else {
    fail(command ? `unknown command ${command}` : 'which command?');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
