import { useEffect } from 'react';
import { useSessionStore } from '../../session/session-store';
import { useKv } from '../kv/use-kv';
import { hasActiveTransfers } from './active-transfers';
import { startAutoLockTimer } from './auto-lock-timer';
import { lockNow } from './lock-actions';
import { useScreenLocked } from './lock-store';
import { autoLockMinutes, WEB_AUTO_LOCK } from './web-auto-lock';

const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart', 'touchmove'] as const;

/** LOCK-01..04: locks the screen after the stored minutes without key, mouse or touch activity. */
export function useAutoLock(): void {
  const keepLogin = useSessionStore((state) => state.session?.keepLogin ?? true);
  const locked = useScreenLocked();
  const { value } = useKv(WEB_AUTO_LOCK);
  const minutes = autoLockMinutes(value, keepLogin);

  useEffect(() => {
    if (minutes === null || locked) return;
    const timer = startAutoLockTimer({
      minutes,
      hasActiveTransfers,
      onExpire: () => void lockNow('inactivity', minutes),
    });
    const onActivity = () => timer.activity();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      timer.stop();
    };
  }, [minutes, locked]);
}
