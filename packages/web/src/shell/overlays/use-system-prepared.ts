import { useEffect, useState } from 'react';
import { SYSTEM_PREPARED_CLOSE_MS } from './boot-timing';
import type { OverlayKind } from './overlay-kind';

/**
 * BOOT-DLG-04: true for 3 s after the storage message left `system-preparing`, while the
 * system-prepare dialog says it is done before closing by itself.
 */
export function useSystemPrepared(kind: OverlayKind): boolean {
  const [previous, setPrevious] = useState(kind);
  const [prepared, setPrepared] = useState(false);
  if (previous !== kind) {
    setPrevious(kind);
    if (previous === 'system-preparing') setPrepared(true);
  }
  useEffect(() => {
    if (!prepared) return;
    const timer = window.setTimeout(() => setPrepared(false), SYSTEM_PREPARED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [prepared]);
  return prepared;
}
