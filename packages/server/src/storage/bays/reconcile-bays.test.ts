import { describe, expect, it } from 'vitest';
import type { BaysState, VirtualDisk } from './bays-state.js';
import { reconcileWithFiles } from './reconcile-bays.js';

const disk = (serial: string, state: VirtualDisk['state']): VirtualDisk => ({
  serial,
  model: 'Coffer Virtual HDD 1T',
  sizeBytes: 2 ** 40,
  image: `${serial}.img`,
  state,
  failModes: [],
});

describe('bays.json after an interrupted change', () => {
  it('follows the files: an image set aside was pulled, an image back in place was re-inserted', () => {
    const state: BaysState = {
      version: 1,
      bays: { sata1: disk('A', 'present'), sata2: disk('B', 'pulled'), sata3: disk('C', 'present') },
    };
    const files = new Set(['A.img.pulled', 'B.img', 'C.img']);
    const { state: fixed, changed } = reconcileWithFiles(state, (file) => files.has(file));
    expect(changed).toEqual(['sata1', 'sata2']);
    expect(fixed.bays.sata1?.state).toBe('pulled');
    expect(fixed.bays.sata2?.state).toBe('present');
    expect(fixed.bays.sata3?.state).toBe('present');
    expect(state.bays.sata1?.state).toBe('present');
  });
});
