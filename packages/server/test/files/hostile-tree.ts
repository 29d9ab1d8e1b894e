import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostileTreePlaces {
  /** alice's own folder, where the corpus is sent. */
  home: string;
  bobHome: string;
  bobUid: number;
  /** The pool's files folder, holding `.coffer`, `homes` and `public`. */
  poolRoot: string;
}

/**
 * What the hostile-path corpus (hostile-paths.ts) is sent against, over every protocol alike:
 * bob's secret, a marker in the pool's system folder, a file of alice's own, and links in her
 * folder that lead out of it (to bob, /etc, the system folder, up), in loops, or nowhere.
 */
export function plantHostileTree({ home, bobHome, bobUid, poolRoot }: HostileTreePlaces): void {
  writeFileSync(join(bobHome, 'bob-secret.txt'), 'bob only');
  mkdirSync(join(poolRoot, '.coffer'), { recursive: true });
  writeFileSync(join(poolRoot, '.coffer', 'coffer-marker-outside'), 'system');
  mkdirSync(join(home, 'docs'), { recursive: true });
  writeFileSync(join(home, 'docs', 'note.txt'), 'mine');
  writeFileSync(join(home, 'caf\u00e9.txt'), 'nfc');
  const links: [target: string, name: string][] = [
    [bobHome, 'link-bob'],
    [`../${bobUid}`, 'link-bob-rel'],
    ['/etc', 'link-etc'],
    ['/etc/passwd', 'link-passwd'],
    [join(poolRoot, '.coffer'), 'link-coffer'],
    ['..', 'link-up'],
    ['loop-b', 'loop-a'],
    ['loop-a', 'loop-b'],
    ['self-loop', 'self-loop'],
    ['/nonexistent-coffer-target', 'link-dangling'],
    ['docs', 'link-docs'],
    ['/etc', 'docs/link-parent-out'],
  ];
  for (const [target, name] of links) symlinkSync(target, join(home, name));
}
