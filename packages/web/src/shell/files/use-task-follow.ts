import { useEffect } from 'react';
import { CALLS, type FileTask } from '@coffer/contract';
import { call } from '../../api/client';
import { usePush } from '../push';
import { endTaskById, useTaskTracker } from './task-tracker';

/** How often running tasks are read while the page waits for their `file_opt_async`. */
export const TASK_POLL_MS = 1000;

/** The id a `file_opt_async` push names: the task's `id`, or `task_id` (PUSH-08's shape). */
export function pushedTaskId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const id = record.id ?? record.task_id;
  return typeof id === 'string' ? id : null;
}

function isTask(data: unknown): data is FileTask {
  return typeof data === 'object' && data !== null && 'state' in data && 'errorList' in data;
}

/**
 * Follows the file tasks this page started until they end: the `file_opt_async` push ends one at
 * once; the task list, read every second while any runs, ends those whose push was missed and
 * keeps their progress current. `onEnded` hears each task that ended as the list saw it.
 */
export function useTaskFollow(onEnded?: (task: FileTask) => void): void {
  const running = Object.keys(useTaskTracker((state) => state.tasks)).length;

  usePush('file_opt_async', (data) => {
    const id = pushedTaskId(data);
    if (!id) {
      useTaskTracker.getState().touch();
      return;
    }
    const mine = id in useTaskTracker.getState().tasks;
    endTaskById(id);
    if (mine && isTask(data)) onEnded?.(data);
  });

  useEffect(() => {
    if (running === 0) return undefined;
    const timer = setInterval(() => {
      void call(CALLS.fileTaskList, {}, { toast: false }).then((result) => {
        if (!result.success) return;
        for (const task of useTaskTracker.getState().update(result.data.tasks)) onEnded?.(task);
      });
    }, TASK_POLL_MS);
    return () => clearInterval(timer);
  }, [running, onEnded]);
}
