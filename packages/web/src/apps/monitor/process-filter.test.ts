import { describe, expect, it } from 'vitest';
import type { ProcessInfo } from '@coffer/contract';
import { filterProcesses } from './process-filter';

const entry = (pid: number, name: string, command: string, user = 'root'): ProcessInfo => ({
  pid,
  name,
  user,
  state: 'S',
  cpu: 0,
  mem: 0,
  command,
});

const list = [
  entry(1, 'systemd', '/sbin/init'),
  entry(42, 'node', 'node --import tsx src/main.ts', 'coffer'),
];

describe('searching processes', () => {
  it('matches the name, command or user in any case, or the exact PID', () => {
    expect(filterProcesses(list, 'MAIN.ts').map((p) => p.pid)).toEqual([42]);
    expect(filterProcesses(list, 'coffer').map((p) => p.pid)).toEqual([42]);
    expect(filterProcesses(list, '1').map((p) => p.pid)).toEqual([1]);
    expect(filterProcesses(list, '  ')).toHaveLength(2);
  });
});
