import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProcessStat } from './process-stat.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('parseProcessStat', () => {
  it('reads pid, parent, process group and start time of a captured line', () => {
    expect(parseProcessStat(fixture('proc-stat-cat.txt'))).toEqual({
      pid: 15817,
      ppid: 15814,
      pgrp: 15814,
      startTime: '72720',
    });
  });

  it('counts fields after the last parenthesis, so a name with spaces and parentheses is no trap', () => {
    expect(parseProcessStat(fixture('proc-stat-odd-name.txt'))).toEqual({
      pid: 4242,
      ppid: 1,
      pgrp: 4240,
      startTime: '98765',
    });
  });

  it('answers undefined for text that is not a stat line', () => {
    expect(parseProcessStat('')).toBeUndefined();
    expect(parseProcessStat('12 (x) S')).toBeUndefined();
  });
});
