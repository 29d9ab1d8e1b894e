import { describe, expect, it } from 'vitest';
import { ExecError, exec } from './exec.js';

describe('exec', () => {
  it('passes arguments without a shell, so metacharacters stay literal', async () => {
    const result = await exec('printf', ['%s|', 'a b', '$(id)', '; rm -rf /']);
    expect(result.stdout).toBe('a b|$(id)|; rm -rf /|');
  });

  it('runs in the C locale', async () => {
    expect((await exec('sh', ['-c', 'echo $LC_ALL'])).stdout.trim()).toBe('C');
  });

  it('rejects a failing command with its exit code and stderr', async () => {
    const error = await exec('sh', ['-c', 'echo boom >&2; exit 3']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecError);
    expect((error as ExecError).result).toMatchObject({ exitCode: 3, stderr: 'boom\n' });
  });

  it('treats listed exit codes as answers', async () => {
    expect((await exec('sh', ['-c', 'exit 1'], { okExitCodes: [1] })).exitCode).toBe(1);
  });

  it('kills a command that runs past its timeout', async () => {
    const error = (await exec('sleep', ['5'], { timeoutMs: 200 }).catch((e: unknown) => e)) as ExecError;
    expect(error.timedOut).toBe(true);
  });

  it('lets a command run past the default when the timeout is 0 (no limit)', async () => {
    expect((await exec('sh', ['-c', 'sleep 0.3; echo late'], { timeoutMs: 0 })).stdout).toBe('late\n');
  });

  it('feeds standard input', async () => {
    expect((await exec('cat', [], { input: 'hello' })).stdout).toBe('hello');
  });
});
