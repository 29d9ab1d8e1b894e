import { create } from 'zustand';
import type { PollResponse, UpgradeRecord } from '@coffer/contract';
import { overlayDigest } from './poll-digest';

interface PollState {
  /** The last answer that changed what the overlays show; null before the first. */
  answer: PollResponse | null;
  digest: string;
  /** Keeps an answer only when its digest differs, so an unchanged poll re-renders nothing. */
  accept: (answer: PollResponse) => void;
  /** An upgrade call's answer is the freshest record: the overlay follows it before the next poll. */
  acceptUpgrade: (record: UpgradeRecord) => void;
}

export const usePollStore = create<PollState>()((set, get) => ({
  answer: null,
  digest: '',
  accept: (answer) => {
    const digest = overlayDigest(answer);
    if (digest !== get().digest) set({ answer, digest });
  },
  acceptUpgrade: (upgrade) => {
    const answer = get().answer;
    if (answer) get().accept({ ...answer, upgrade });
  },
}));
