import { useEffect } from 'react';
import * as systemCalls from '@coffer/contract/calls/system';
import { call } from '../../api/client';
import { usePowerWaitingStore } from '../power/power-waiting-store';
import { onPush, onPushRegistered } from '../push/push-bus';
import { ignoresAnswers, pollDue, POLL_TIMING } from './poll-schedule';
import { usePollStore } from './poll-store';
import { upgradeInFlight } from './upgrade-view';

/**
 * POLL-01..04: asks `/system/polling2` on a 1 s tick while the page is visible, every 6 s once the
 * stage is complete, and drops answers for 60 s after a reboot or shutdown began. Every answer
 * and failure reaches the connection-timeout tracking through the request layer. The push channel
 * makes it ask at once when it reconnects (the daemon is back from a restart), a disk comes or
 * goes, or an upgrade moves on, instead of waiting out the 6 s of a settled stage; while an upgrade
 * runs it asks every second.
 */
export function usePollLoop(): void {
  useEffect(() => {
    let lastSentAt: number | null = null;
    let inFlight = false;
    let lastFailed = false;
    let stopped = false;
    const controller = new AbortController();

    const tick = async () => {
      const answer = usePollStore.getState().answer;
      const stage = answer?.storage_polling.stage ?? null;
      const upgrading = upgradeInFlight(answer?.upgrade);
      const now = Date.now();
      if (!pollDue({ now, lastSentAt, stage, hidden: document.hidden, inFlight, lastFailed, upgrading }))
        return;
      lastSentAt = now;
      inFlight = true;
      const result = await call(
        systemCalls.polling2,
        { show_hidden_drive: true },
        { toast: false, signal: controller.signal },
      );
      inFlight = false;
      lastFailed = !result.success;
      if (stopped || !result.success) return;
      if (ignoresAnswers(usePowerWaitingStore.getState().since, Date.now())) return;
      usePollStore.getState().accept(result.data);
    };

    const now = () => {
      lastSentAt = null;
      void tick();
    };
    const stops = [
      onPushRegistered(now),
      onPush('storage_hotplug_hdd_add', now),
      onPush('storage_hotplug_hdd_remove', now),
      onPush('upgrade_progress', now),
    ];
    void tick();
    const timer = window.setInterval(() => void tick(), POLL_TIMING.intervalMs);
    const onVisible = () => {
      if (!document.hidden) void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      controller.abort();
      window.clearInterval(timer);
      stops.forEach((stop) => stop());
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
