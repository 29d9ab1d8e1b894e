import { useCallback, useEffect, useState } from 'react';
import { call, unwrap } from '../../api/client';
import { bootFacts } from '../../api/boot-facts';
import { preSessionCalls } from '../../api/pre-session-calls';

/**
 * The sign-in page's reads, without a query library: the page is plain React so that it loads
 * before antd and TanStack Query (docs/decisions.md "Web app loading").
 */
export type Loaded<T> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined };

const PENDING = { status: 'pending', data: undefined, error: undefined } as const;

/**
 * Runs `load` once on mount (and again on `retry`) unless `known` already gives the value; `set`
 * replaces the value, as after a change.
 */
export function useLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
  known?: () => T | undefined,
) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt; any other attempt is still pending.
  const [settled, setSettled] = useState<{ attempt: number; state: Loaded<T> } | null>(() => {
    const data = known?.();
    return data === undefined ? null : { attempt: 0, state: { status: 'success', data, error: undefined } };
  });

  useEffect(() => {
    if (!enabled || settled?.attempt === attempt) return;
    const controller = new AbortController();
    const settle = (state: Loaded<T>) => !controller.signal.aborted && setSettled({ attempt, state });
    load(controller.signal).then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: unknown) =>
        settle({
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => controller.abort();
    // `load` is a module-level function at every call site; a new attempt is the only re-run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: T) => setSettled({ attempt, state: { status: 'success', data, error: undefined } }),
    [attempt],
  );
  const state: Loaded<T> = settled?.attempt === attempt ? settled.state : PENDING;
  return { ...state, retry, set };
}

const askIsRegistered = async (signal?: AbortSignal) =>
  unwrap(await call(preSessionCalls.isRegistered, {}, { signal, toast: false }));

const loadPasswordPolicy = async (signal: AbortSignal) =>
  unwrap(await call(preSessionCalls.pwdPolicyInfo, {}, { signal, toast: false }));

// A device that had its administrator when the page was served still has one; "not yet" may have
// changed since (this page or another created it), so only that is asked again.
const bootRegistered = () => (bootFacts()?.registered ? { registered: true } : undefined);

/** Whether the device has its super administrator yet; until then the page offers to create one. */
export function useIsRegistered() {
  return useLoaded(askIsRegistered, true, bootRegistered);
}

/** The password rule as the daemon enforces it (spec 1 §5). */
export function usePasswordPolicy(enabled: boolean) {
  return useLoaded(loadPasswordPolicy, enabled);
}
