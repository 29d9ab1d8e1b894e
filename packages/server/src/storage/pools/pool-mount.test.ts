import { describe, expect, it } from 'vitest';
import { ExecError } from '../../platform/exec.js';
import { commandReason } from './pool-mount.js';

const failed = (stderr: string, exitCode = 32) =>
  new ExecError('mount', [], { stdout: '', stderr, exitCode }, false);

describe('commandReason', () => {
  it('keeps the failure, not mount’s hint to read dmesg', () => {
    const stderr = [
      'mount: /data/mnt/pool-1: wrong fs type, bad option, bad superblock on /dev/loop3, missing codepage or helper program, or other error.',
      '       dmesg(1) may have more information after failed mount system call.',
      '',
    ].join('\n');
    expect(commandReason(failed(stderr))).toBe(
      'mount: /data/mnt/pool-1: wrong fs type, bad option, bad superblock on /dev/loop3, missing codepage or helper program, or other error.',
    );
  });

  it('answers the last line btrfs printed, or the exit code when it printed nothing', () => {
    expect(commandReason(failed('WARNING: x\nERROR: unable to start replace\n', 1))).toBe(
      'ERROR: unable to start replace',
    );
    expect(commandReason(failed('', 1))).toBe('exit 1');
  });
});
