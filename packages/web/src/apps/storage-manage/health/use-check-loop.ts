import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CallResult } from '../../../api/client';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import {
  afterStart,
  afterStatus,
  HEALTH_STATUS_INTERVAL_MS,
  LOOP_START,
  type LoopState,
} from './status-loop';

export interface CheckLoopOptions<S> {
  readStatus: (signal: AbortSignal) => Promise<CallResult<S>>;
  isRunning: (status: S) => boolean;
  startCheck: () => Promise<CallResult<unknown>>;
}

export interface CheckLoop<S> {
  /** The newest status answer; null until the first arrives. */
  status: S | null;
  loop: LoopState;
  /** The first status read failed: there is nothing to show. */
  loadError: string | null;
  starting: boolean;
  startError: string | null;
  start: () => void;
}

/**
 * A SMART or IHM check followed as spec 3 §4 says: the status is read when the dialog opens (a check
 * already running is followed), and every 2 s while one runs; fifteen failed reads in a row give up
 * with the error (status-loop.ts). When a check ends, the storage queries are read again, since the
 * disk list carries each disk's SMART result. It follows one group: a panel of another group is a
 * component of its own (keyed by the group), with a loop of its own.
 */
export function useCheckLoop<S>({ readStatus, isRunning, startCheck }: CheckLoopOptions<S>): CheckLoop<S> {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<S | null>(null);
  const [loop, setLoop] = useState<LoopState>(LOOP_START);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const calls = useRef({ readStatus, isRunning, startCheck });
  useEffect(() => {
    calls.current = { readStatus, isRunning, startCheck };
  });
  const kick = useRef<() => void>(() => undefined);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let state = LOOP_START;
    let answered = false;
    // A read started before the check was started must not end the wait for it.
    let generation = 0;

    const tick = async () => {
      const mine = generation;
      const result = await calls.current.readStatus(controller.signal);
      if (controller.signal.aborted || mine !== generation) return;
      const before = state;
      state = afterStatus(
        state,
        result.success
          ? { ok: true, running: calls.current.isRunning(result.data) }
          : { ok: false, message: result.message },
      );
      if (result.success) {
        answered = true;
        setStatus(result.data);
        setLoadError(null);
      } else if (!answered) {
        setLoadError(result.message);
      }
      setLoop(state);
      if (before.phase === 'running' && state.phase === 'done') {
        void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
      }
      if (state.phase === 'running') timer = setTimeout(() => void tick(), HEALTH_STATUS_INTERVAL_MS);
    };

    kick.current = () => {
      generation += 1;
      clearTimeout(timer);
      state = afterStart();
      setLoop(state);
      void tick();
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
      kick.current = () => undefined;
    };
  }, [queryClient]);

  const start = useCallback(() => {
    setStarting(true);
    setStartError(null);
    void calls.current.startCheck().then((result) => {
      setStarting(false);
      if (result.success) kick.current();
      else setStartError(result.message);
    });
  }, []);

  return { status, loop, loadError, starting, startError, start };
}
