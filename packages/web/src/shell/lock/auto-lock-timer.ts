/** spec 1 §9: activity is collected for 500 ms; while transfers run, expiry is re-checked every 2 s. */
export const ACTIVITY_DEBOUNCE_MS = 500;
export const TRANSFER_RECHECK_MS = 2000;

export interface AutoLockTimerOptions {
  minutes: number;
  hasActiveTransfers: () => boolean;
  onExpire: () => void;
}

export interface AutoLockTimer {
  /** A key, mouse or touch event: the countdown restarts once the burst settles. */
  activity: () => void;
  stop: () => void;
}

/** LOCK-02/03: the inactivity countdown, free of the DOM so its rules can be tested with fake timers. */
export function startAutoLockTimer({
  minutes,
  hasActiveTransfers,
  onExpire,
}: AutoLockTimerOptions): AutoLockTimer {
  let countdown: ReturnType<typeof setTimeout> | null = null;
  let pendingActivity: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const expire = () => {
    if (stopped) return;
    if (hasActiveTransfers()) {
      countdown = setTimeout(expire, TRANSFER_RECHECK_MS);
      return;
    }
    countdown = null;
    onExpire();
  };

  const restart = () => {
    if (countdown !== null) clearTimeout(countdown);
    countdown = setTimeout(expire, minutes * 60_000);
  };

  restart();

  return {
    activity: () => {
      if (stopped || pendingActivity !== null) return;
      pendingActivity = setTimeout(() => {
        pendingActivity = null;
        if (!stopped) restart();
      }, ACTIVITY_DEBOUNCE_MS);
    },
    stop: () => {
      stopped = true;
      if (countdown !== null) clearTimeout(countdown);
      if (pendingActivity !== null) clearTimeout(pendingActivity);
    },
  };
}
