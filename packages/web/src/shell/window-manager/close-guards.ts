import { useEffect, useRef } from 'react';
import { useWindowStore } from './window-store';

/** Answers whether the window may close now (e.g. after asking about unsaved changes). */
type CloseGuard = () => Promise<boolean>;

const guards = new Map<string, CloseGuard>();

/** Closes a window unless the app in it holds it open (DLG-07's unsaved changes). */
export async function closeWindowGuarded(name: string): Promise<void> {
  const guard = guards.get(name);
  if (guard && !(await guard())) return;
  useWindowStore.getState().close(name);
}

/** While mounted, the app in window `name` is asked before its close button closes it. */
export function useCloseGuard(name: string | null, guard: CloseGuard): void {
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    if (!name) return;
    const ask = () => latest.current();
    guards.set(name, ask);
    return () => {
      if (guards.get(name) === ask) guards.delete(name);
    };
  }, [name]);
}
