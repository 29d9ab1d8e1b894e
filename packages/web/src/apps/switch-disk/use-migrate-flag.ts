import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { MigrateTask } from '@coffer/contract';
import { migrateTaskList } from '@coffer/contract/calls/migration';
import { call } from '../../api/client';
import { INITIAL_MIGRATE_FLAG, MIGRATE_POLL_MS, nextMigrateFlag, type MigrateFlag } from './migrate-flag';

export interface MigrateFlagState extends MigrateFlag {
  /** The first answer since the window opened (or since `restart`) has come. */
  answered: boolean;
  /** The first task of the last answer: a finished one the administrator has not acknowledged yet. */
  task: MigrateTask | undefined;
  /** Reads the tasks again, e.g. after a migration was started or acknowledged. */
  restart(): void;
}

/** The migration task type the desktop follows (MIG-01: a pool moved onto other disks). */
const POOL_MOVE = 1;

/**
 * MIG-01/02 while the window is open: the `isMigrate` flag starts up and the migration tasks are
 * read every second until the rules of `nextMigrateFlag` stop it.
 */
export function useMigrateFlagPolling(): MigrateFlagState {
  const [flag, setFlag] = useState(INITIAL_MIGRATE_FLAG);
  const [answered, setAnswered] = useState(false);
  const [task, setTask] = useState<MigrateTask>();
  const [round, setRound] = useState(0);
  // The flag as the reads left it, for the next read's rule; set only by the reads themselves.
  const current = useRef(INITIAL_MIGRATE_FLAG);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const result = await call(
        migrateTaskList,
        { type: POOL_MOVE },
        { toast: false, signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      const next = nextMigrateFlag(
        current.current,
        result.success ? { ok: true, list: result.data.list } : { ok: false },
      );
      current.current = next;
      setFlag(next);
      if (result.success) setTask(result.data.list[0]);
      setAnswered(true);
      if (next.polling) timer = setTimeout(() => void read(), MIGRATE_POLL_MS);
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [round]);

  const restart = useCallback(() => {
    setAnswered(false);
    setRound((value) => value + 1);
  }, []);
  return { ...flag, answered, task, restart };
}

export const MigrateFlagContext = createContext<MigrateFlagState | null>(null);

/** The app's flag, read by its pages. */
export function useMigrateFlag(): MigrateFlagState {
  const flag = useContext(MigrateFlagContext);
  if (!flag) throw new Error('useMigrateFlag outside the data-migration app');
  return flag;
}
