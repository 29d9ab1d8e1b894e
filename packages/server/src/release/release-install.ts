import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { exec } from '../platform/exec.js';
import { linkNodeModules } from './node-modules-links.js';
import { isReleaseVersion } from './release-version.js';

/** What the supervisor starts in a release tree (scripts/lib/daemon.ts runs the same file). */
export const RELEASE_DAEMON_ENTRY = 'packages/server/src/main.ts';

/**
 * Unpacks a checked payload into `<releases>/<version>/`: first into a hidden directory beside it,
 * given the installation's dependencies (node-modules-links.ts), then renamed into place, so the
 * supervisor never finds half a release. A leftover of an earlier attempt at the same version is
 * replaced. Answers the release's directory name under `releases`.
 */
export async function unpackRelease(input: {
  payload: string;
  releasesDir: string;
  version: string;
  /** The running installation, whose node_modules the release uses. */
  installRoot: string;
}): Promise<string> {
  if (!isReleaseVersion(input.version)) throw new Error(`not a release version: ${input.version}`);
  const name = input.version;
  const final = join(input.releasesDir, name);
  const temp = join(input.releasesDir, `.${name}.unpacking`);
  await mkdir(input.releasesDir, { recursive: true, mode: 0o700 });
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { mode: 0o700 });
  try {
    await exec('tar', ['-xzf', input.payload, '-C', temp, '--no-same-owner', '--no-same-permissions'], {
      timeoutMs: 10 * 60_000,
    });
    if (!existsSync(join(temp, RELEASE_DAEMON_ENTRY)))
      throw new Error(`the release has no ${RELEASE_DAEMON_ENTRY}`);
    linkNodeModules(input.installRoot, temp);
    await rm(final, { recursive: true, force: true });
    await rename(temp, final);
    return name;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}
