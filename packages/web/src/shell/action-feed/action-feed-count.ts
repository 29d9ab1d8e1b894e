import { actionNew } from '@coffer/contract/calls/action-log';
import { create } from 'zustand';
import { call } from '../../api/client';

interface FeedCountState {
  /** Entries of the user's feed not yet known (`/action/new`). */
  count: number;
  refresh: () => Promise<void>;
}

/** The taskbar badge's count of new activity; the panel refreshes it after each change it makes. */
export const useFeedCount = create<FeedCountState>((set) => ({
  count: 0,
  refresh: async () => {
    const result = await call(actionNew, {}, { toast: false });
    if (result.success) set({ count: result.data.count });
  },
}));
