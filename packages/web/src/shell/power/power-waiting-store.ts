import { create } from 'zustand';

export type PowerAction = 'reboot' | 'shutdown';

interface PowerWaitingState {
  action: PowerAction | null;
  /** When the device announced it (epoch ms); the poll ignores answers for a while after it. */
  since: number | null;
  show: (action: PowerAction, at?: number) => void;
}

/** The blocking wait of a reboot or shutdown; once shown it stays until the page reloads. */
export const usePowerWaitingStore = create<PowerWaitingState>()((set) => ({
  action: null,
  since: null,
  show: (action, at = Date.now()) =>
    set((state) => (state.action === action ? state : { action, since: state.since ?? at })),
}));

/** For the page that asked for a reboot or shutdown itself: wait at once, before the push arrives. */
export function showPowerWaiting(action: PowerAction): void {
  usePowerWaitingStore.getState().show(action);
}
