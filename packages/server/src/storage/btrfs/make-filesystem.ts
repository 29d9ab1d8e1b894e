import { exec } from '../../platform/exec.js';
import { mkfsArguments, type NewMember } from '../profiles/mkfs-arguments.js';
import type { PoolType } from '../profiles/raid-profiles.js';
import { SETUP_TIMEOUT_MS } from './btrfs-command.js';

/**
 * Formats the members as a new pool of this type (`mkfs.btrfs`, arguments from the profile table).
 * Validation has already run: this erases whatever the devices held.
 */
export async function makeFilesystem(type: PoolType, label: string, members: readonly NewMember[]) {
  await exec('mkfs.btrfs', mkfsArguments(type, label, members), { timeoutMs: SETUP_TIMEOUT_MS });
}
