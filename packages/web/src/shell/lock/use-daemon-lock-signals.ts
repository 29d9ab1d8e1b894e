import { useEffect } from 'react';
import { onFailureReaction } from '../../api/failure-reactions';
import { showLockedByDaemon } from './lock-actions';
import { LOCK_STORAGE_KEY, useLockStore } from './lock-store';

/**
 * Follows the lock wherever it is decided: a call refused with C101011 (locked from another tab, or
 * before this page knew), and another tab of this browser locking or unlocking.
 */
export function useDaemonLockSignals(): void {
  useEffect(() => {
    const stopReactions = onFailureReaction((reaction) => {
      if (reaction.kind === 'locked') showLockedByDaemon();
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCK_STORAGE_KEY) void useLockStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopReactions();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
