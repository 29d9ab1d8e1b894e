import { useEffect } from 'react';
import { APP_VERSION, TIMERS } from '@coffer/contract';
import { useVersions } from '../api/system-queries';
import { markReloadedFor, readReloadedFor, shouldReloadForVersion } from '../api/version-check';

/** GEN-06: reloads the page 3 s after learning the daemon runs another version. */
export function VersionWatch() {
  const serverVersion = useVersions().data?.version;

  useEffect(() => {
    if (!shouldReloadForVersion({ serverVersion, appVersion: APP_VERSION, reloadedFor: readReloadedFor }))
      return;
    const timer = window.setTimeout(() => {
      if (serverVersion) markReloadedFor(serverVersion);
      window.location.reload();
    }, TIMERS.versionMismatchReload);
    return () => window.clearTimeout(timer);
  }, [serverVersion]);

  return null;
}
