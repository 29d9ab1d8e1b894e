import { create } from 'zustand';
import type { PoolProtocol, RaidModeType } from '@coffer/contract';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

interface WizardStore {
  open: boolean;
  state: WizardState;
  /**
   * The mounted create buttons, in mounting order; the first one renders the wizard. Several pages
   * and the empty state each show a button, and the empty state's goes away once the pool exists:
   * the wizard, whose state lives here, then shows under the next button without losing the job.
   */
  hosts: string[];
  start(protocol: PoolProtocol | null, mode: RaidModeType | null): void;
  dispatch(action: WizardAction): void;
  /** Closes the wizard and forgets its settings, an encryption password with them (STOR-FMT-06). */
  close(): void;
  addHost(id: string): void;
  removeHost(id: string): void;
}

export const useWizardStore = create<WizardStore>()((set) => ({
  open: false,
  state: initialWizardState(),
  hosts: [],
  start: (protocol, mode) => set({ open: true, state: initialWizardState(protocol, mode) }),
  dispatch: (action) => set(({ state }) => ({ state: wizardReducer(state, action) })),
  close: () => set({ open: false, state: initialWizardState() }),
  addHost: (id) => set(({ hosts }) => ({ hosts: hosts.includes(id) ? hosts : [...hosts, id] })),
  removeHost: (id) => set(({ hosts }) => ({ hosts: hosts.filter((host) => host !== id) })),
}));
