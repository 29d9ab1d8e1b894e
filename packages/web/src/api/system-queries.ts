import { useEffect, useState } from 'react';
import type * as systemCalls from '@coffer/contract/calls/system';
import type { ResponseOf } from '@coffer/contract';
import { bootFacts } from './boot-facts';
import { call, unwrap } from './client';
import { preSessionCalls } from './pre-session-calls';

export type Versions = ResponseOf<typeof systemCalls.versions>;

let asked: Promise<Versions> | null = null;
/** A name given in this page since it loaded (settings, about), over the boot facts and the answer. */
let renamed: string | null = null;
const listeners = new Set<() => void>();

/** Asked once per page and shared; a failure is forgotten so a later page asks again. */
function loadVersions(): Promise<Versions> {
  asked ??= call(preSessionCalls.versions, {}, { toast: false })
    .then(unwrap)
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

const withName = (versions: Versions | undefined) =>
  versions && renamed !== null ? { ...versions, name: renamed } : versions;

/**
 * The device was renamed in this page: the desktop shows the new name at once, and the sign-in page
 * after signing out too, without asking the daemon again.
 */
export function deviceRenamed(name: string): void {
  renamed = name;
  for (const listener of listeners) listener();
}

/**
 * The device's name, model, id and daemon version (public), from the page's boot facts or asked once.
 * Plain React rather than a query, so the sign-in page that shows it loads before TanStack Query. A
 * failure is only logged: the login page still works without the device's name.
 */
export function useVersions(): { data: Versions | undefined } {
  const [data, setData] = useState<Versions | undefined>(() => bootFacts()?.versions);
  const [, setRenames] = useState(0);
  useEffect(() => {
    const listener = () => setRenames((count) => count + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    // The daemon wrote them into the page: the first render had them.
    if (bootFacts()) return;
    let current = true;
    loadVersions().then(
      (versions) => current && setData(versions),
      (error: unknown) => console.warn('The device versions could not be read', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return { data: withName(data) };
}
