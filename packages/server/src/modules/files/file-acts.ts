import type { RecentAct } from '@coffer/contract';
import type { Logger } from 'pino';

/** One file a person changed through Coffer, by its virtual path. */
export interface FileAct {
  userId: number;
  path: string;
  act: RecentAct;
}

/**
 * Tells whoever listens (the recent files of `/system/recent`) of each file a person uploaded,
 * created, saved, renamed, moved or copied through the files module. A listener's failure is
 * logged and never fails the act itself.
 */
export class FileActs {
  private readonly listeners = new Set<(act: FileAct) => void>();

  constructor(private readonly log?: Pick<Logger, 'warn'>) {}

  on(listener: (act: FileAct) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(userId: number, path: string, act: RecentAct): void {
    for (const listener of this.listeners) {
      try {
        listener({ userId, path, act });
      } catch (error) {
        this.log?.warn({ event: 'files.act-record-failed', err: error }, 'a file act was not recorded');
      }
    }
  }
}
