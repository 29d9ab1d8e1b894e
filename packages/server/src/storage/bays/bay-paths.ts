import { join } from 'node:path';

/** Where the bays live in the data directory (ARCHITECTURE "Data directory and lifecycle"). */
export interface BayPaths {
  root: string;
  stateFile: string;
  imagesDir: string;
  smartDir: string;
}

export function bayPaths(dataDir: string): BayPaths {
  const root = join(dataDir, 'bays');
  return {
    root,
    stateFile: join(root, 'bays.json'),
    imagesDir: join(root, 'images'),
    smartDir: join(root, 'smart'),
  };
}

/** A disk's image is named by its serial, so moving a disk to another bay renames nothing. */
export function imageName(serial: string): string {
  return `${serial}.img`;
}

/** The sparse copy a pulled disk keeps until it is inserted again. */
export function pulledName(image: string): string {
  return `${image}.pulled`;
}

export function smartFixtureName(serial: string): string {
  return `${serial}.json`;
}
