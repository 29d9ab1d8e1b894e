import { describe, expect, it } from 'vitest';
import { cpuModelOf, prettyNameOf } from './hardware-facts.js';

describe('hardware facts', () => {
  it('reads the system name from os-release', () => {
    expect(prettyNameOf('NAME="Debian GNU/Linux"\nPRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\n')).toBe(
      'Debian GNU/Linux 12 (bookworm)',
    );
    expect(prettyNameOf('NAME=x\n')).toBeUndefined();
  });

  it('reads the processor model on x86 and on ARM boards', () => {
    expect(cpuModelOf('processor\t: 0\nmodel name\t: AMD EPYC 7B13\nflags\t: fpu\n')).toBe('AMD EPYC 7B13');
    expect(cpuModelOf('processor\t: 0\nBogoMIPS\t: 108.00\n\nModel\t\t: Raspberry Pi 4 Model B\n')).toBe(
      'Raspberry Pi 4 Model B',
    );
    expect(cpuModelOf('processor : 0\n')).toBeUndefined();
  });
});
