import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyBaysState, readBaysState, takenSerials, writeBaysState, type BaysState } from './bays-state.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-bays-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const STATE: BaysState = {
  version: 1,
  bays: {
    sata1: {
      serial: 'CVD000000001',
      model: 'Coffer Virtual HDD 4T',
      sizeBytes: 4 * 2 ** 40,
      image: 'CVD000000001.img',
      state: 'present',
      failModes: [],
    },
    'm2-1': {
      serial: 'CVD000000002',
      model: 'Coffer Virtual NVMe SSD 512G',
      sizeBytes: 512 * 2 ** 30,
      image: 'CVD000000002.img',
      state: 'pulled',
      failModes: ['smart-fault', 'corrupt'],
    },
  },
};

describe('bays.json', () => {
  it('is absent until a data directory has had bays', () => {
    expect(readBaysState(join(dir, 'bays', 'bays.json'))).toBeUndefined();
  });

  it('reads back what was written, leaving no temp file and only its owner able to read it', () => {
    const path = join(dir, 'bays', 'bays.json');
    writeBaysState(path, STATE);
    expect(readBaysState(path)).toEqual(STATE);
    expect(readdirSync(join(dir, 'bays'))).toEqual(['bays.json']);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    writeBaysState(path, emptyBaysState());
    expect(readBaysState(path)).toEqual({ version: 1, bays: {} });
  });

  it('refuses a file naming a bay that does not exist or a state it does not know', () => {
    const path = join(dir, 'bays.json');
    writeFileSync(path, JSON.stringify({ version: 1, bays: { sata9: STATE.bays.sata1 } }));
    expect(() => readBaysState(path)).toThrow(/not a valid bays file/);
    writeFileSync(
      path,
      JSON.stringify({ version: 1, bays: { sata1: { ...STATE.bays.sata1, state: 'gone' } } }),
    );
    expect(() => readBaysState(path)).toThrow(/not a valid bays file/);
  });

  it('knows every serial, present or pulled', () => {
    expect(takenSerials(STATE)).toEqual(new Set(['CVD000000001', 'CVD000000002']));
  });
});
