import { create } from 'zustand';
import type { UpgradeRecord } from '@coffer/contract';
import { NO_UPGRADE_MEMORY, rememberSighting, type UpgradePageMemory } from './upgrade-view';

const SUCCESS_KEY = 'coffer.upgrade.successAcknowledged';

function readAcknowledgedSuccess(): string {
  try {
    return localStorage.getItem(SUCCESS_KEY) ?? '';
  } catch {
    return '';
  }
}

interface UpgradePageState {
  memory: UpgradePageMemory;
  /** This page has an archive received and checked right now (the about page's upload or path). */
  stagingHere: boolean;
  /** The upgrade whose success this browser acknowledged: it shows once (kept in localStorage). */
  successAcknowledged: string;
  sighted: (record: UpgradeRecord, now?: number) => void;
  setStagingHere: (staging: boolean) => void;
  /** This page asked for upgrade `id` itself: it needs no countdown. */
  startedHere: (id: string, now?: number) => void;
  skipCountdown: () => void;
  hideProgress: () => void;
  acknowledgeFailure: () => void;
  acknowledgeSuccess: (id: string) => void;
}

/** What this page remembers of the upgrade it follows, for the overlay and the about page. */
export const useUpgradePageStore = create<UpgradePageState>()((set, get) => {
  const patch = (change: Partial<UpgradePageMemory>) =>
    set(({ memory }) => ({ memory: { ...memory, ...change } }));
  return {
    memory: NO_UPGRADE_MEMORY,
    stagingHere: false,
    successAcknowledged: readAcknowledgedSuccess(),
    sighted: (record, now = Date.now()) => {
      const { memory, stagingHere } = get();
      const next = rememberSighting(memory, record, now, stagingHere);
      if (next !== memory) set({ memory: next });
    },
    setStagingHere: (stagingHere) => set({ stagingHere }),
    startedHere: (id, now = Date.now()) =>
      set(({ memory }) => {
        const base = memory.id === id ? memory : { ...NO_UPGRADE_MEMORY, id };
        return { memory: { ...base, startedHere: true, firstSeenAt: base.firstSeenAt ?? now } };
      }),
    skipCountdown: () => patch({ countdownSkipped: true }),
    hideProgress: () => patch({ progressHidden: true }),
    acknowledgeFailure: () => patch({ failureAcknowledged: true }),
    acknowledgeSuccess: (id) => {
      try {
        localStorage.setItem(SUCCESS_KEY, id);
      } catch {
        // Without localStorage the success shows again on the next page; nothing else is lost.
      }
      set({ successAcknowledged: id });
    },
  };
});
