import { useEffect } from 'react';
import { lockNow } from './lock-actions';
import { isScreenLocked } from './lock-store';

export function isLockShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.code === 'KeyL';
}

/** DLG-12, LOCK-06: ctrl/meta+L locks at once, instead of the browser's address-bar shortcut. */
export function useLockShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isLockShortcut(event)) return;
      event.preventDefault();
      if (!isScreenLocked()) void lockNow('manual');
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
