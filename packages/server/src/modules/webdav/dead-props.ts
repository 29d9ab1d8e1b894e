import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { isInside } from './dav-locks.js';

/** Properties of one entry: Clark name → the property element as standalone XML. */
export type PropertySet = Record<string, string>;

/**
 * Dead properties (PROPPATCH, RFC 4918 §4) kept in one JSON file under the service's own folder,
 * keyed by the entry's real path (docs/decisions.md, "WebDAV (issue 17)"): Node has no xattr call,
 * and a file beside each entry would be one more thing for the other doors to carry. The whole map
 * is in memory and written back (to a temporary file, then renamed) after each change.
 */
export class DeadProps {
  private readonly byPath = new Map<string, PropertySet>();
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(private readonly file: string) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, PropertySet>;
      for (const [path, props] of Object.entries(stored)) this.byPath.set(path, props);
    } catch {
      // No file yet (or an unreadable one): no dead properties.
    }
  }

  of(path: string): PropertySet {
    return this.byPath.get(path) ?? {};
  }

  /** Applies a PROPPATCH's changes in order, all at once. */
  update(path: string, changes: readonly { name: string; xml: string | null }[]): void {
    const props = { ...this.of(path) };
    for (const change of changes) {
      if (change.xml === null) delete props[change.name];
      else props[change.name] = change.xml;
    }
    if (Object.keys(props).length === 0) this.byPath.delete(path);
    else this.byPath.set(path, props);
    this.save();
  }

  /** The properties of `from` and everything below it, given to `to` (a copy). */
  copyTree(from: string, to: string): void {
    this.removeTree(to);
    for (const [path, props] of [...this.byPath]) {
      if (isInside(path, from)) this.byPath.set(to + path.slice(from.length), { ...props });
    }
    this.save();
  }

  moveTree(from: string, to: string): void {
    this.removeTree(to);
    for (const [path, props] of [...this.byPath]) {
      if (!isInside(path, from)) continue;
      this.byPath.delete(path);
      this.byPath.set(to + path.slice(from.length), props);
    }
    this.save();
  }

  removeTree(path: string): void {
    for (const key of [...this.byPath.keys()]) {
      if (key === path || key.startsWith(path + sep)) {
        this.byPath.delete(key);
        this.dirty = true;
      }
    }
    if (this.dirty) this.save();
  }

  /** Resolves once everything changed so far is on disk. */
  flush(): Promise<void> {
    return this.saving;
  }

  private save(): void {
    this.dirty = true;
    this.saving = this.saving
      .then(async () => {
        if (!this.dirty) return;
        this.dirty = false;
        const temp = `${this.file}.part`;
        await writeFile(temp, JSON.stringify(Object.fromEntries(this.byPath)), { mode: 0o600 });
        await rename(temp, this.file);
      })
      .catch(() => undefined);
  }
}
