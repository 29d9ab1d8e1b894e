import { create } from 'zustand';
import type { FileTask } from '@coffer/contract';

/**
 * File tasks this page started and has not seen end. When one ends (its `file_opt_async` push or
 * the task list says so) `changes` goes up, and every open listing reads its folder again.
 */
interface TaskTrackerState {
  tasks: Readonly<Record<string, FileTask>>;
  changes: number;
  track: (task: FileTask) => void;
  /** The latest state of tasks; ended ones leave the list and count as a change. */
  update: (tasks: readonly FileTask[]) => FileTask[];
  /** Something changed files without a task (rename, new folder, an upload). */
  touch: () => void;
}

export const ENDED_STATES: readonly FileTask['state'][] = ['done', 'failed', 'cancelled'];

export const useTaskTracker = create<TaskTrackerState>()((set, get) => ({
  tasks: {},
  changes: 0,
  track: (task) => {
    if (ENDED_STATES.includes(task.state)) set((state) => ({ changes: state.changes + 1 }));
    else set((state) => ({ tasks: { ...state.tasks, [task.id]: task } }));
  },
  update: (tasks) => {
    const mine = get().tasks;
    const next = { ...mine };
    const ended: FileTask[] = [];
    for (const task of tasks) {
      if (!(task.id in mine)) continue;
      if (ENDED_STATES.includes(task.state)) {
        delete next[task.id];
        ended.push(task);
      } else next[task.id] = task;
    }
    if (ended.length > 0 || tasks.length > 0) {
      set((state) => ({ tasks: next, changes: state.changes + (ended.length > 0 ? 1 : 0) }));
    }
    return ended;
  },
  touch: () => set((state) => ({ changes: state.changes + 1 })),
}));

/** Ends a task known only by id (a push carries the id and the end state). */
export function endTaskById(id: string): void {
  const { tasks } = useTaskTracker.getState();
  const task = tasks[id];
  const rest = { ...tasks };
  delete rest[id];
  useTaskTracker.setState((state) => ({ tasks: task ? rest : state.tasks, changes: state.changes + 1 }));
}
