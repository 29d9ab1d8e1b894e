import { pulledName } from './bay-paths.js';
import type { BaysState } from './bays-state.js';

/**
 * Brings `bays.json` in line with the image files after an interrupted pull or insert: the files are
 * changed first and the state written last, so a disk whose image is gone but whose kept copy is
 * there was pulled, and the other way round it was re-inserted.
 */
export function reconcileWithFiles(
  state: BaysState,
  exists: (file: string) => boolean,
): { state: BaysState; changed: string[] } {
  const changed: string[] = [];
  const bays = { ...state.bays };
  for (const [slot, disk] of Object.entries(bays)) {
    const image = exists(disk.image);
    const kept = exists(pulledName(disk.image));
    if (disk.state === 'present' && !image && kept) {
      bays[slot] = { ...disk, state: 'pulled' };
      changed.push(slot);
    } else if (disk.state === 'pulled' && image && !kept) {
      bays[slot] = { ...disk, state: 'present' };
      changed.push(slot);
    }
  }
  return { state: { ...state, bays }, changed };
}
