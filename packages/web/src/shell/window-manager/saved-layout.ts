import { loadKv, saveKv } from '../kv/kv-client';
import { isRecord } from '../../api/is-record';
import { kvEntry } from '../kv/kv-entry';
import type { WindowRect } from './window-actions';

/** Where each app's window was last placed, by window name; kept per user in the key-value store. */
export type SavedLayout = Record<string, WindowRect>;

const LAYOUT_KEY = 'desktopWindows';

/** Moves and resizes come in bursts; one write after the last of them is enough. */
export const LAYOUT_SAVE_DELAY_MS = 1000;

function isRect(value: unknown): value is WindowRect {
  return isRecord(value) && ['left', 'top', 'width', 'height'].every((key) => Number.isFinite(value[key]));
}

/** A stored layout keeps only its well-formed entries: a bad value must never stop a window opening. */
const layoutEntry = kvEntry<SavedLayout>(LAYOUT_KEY, (raw) =>
  isRecord(raw)
    ? (Object.fromEntries(Object.entries(raw).filter(([, rect]) => isRect(rect))) as SavedLayout)
    : {},
);

export async function loadLayout(): Promise<SavedLayout> {
  const result = await loadKv(layoutEntry, { toast: false });
  return (result.success && result.data) || {};
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Saves the layout once no change has come for LAYOUT_SAVE_DELAY_MS; a failure costs only the remembered places. */
export function scheduleLayoutSave(layout: SavedLayout): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void saveKv(layoutEntry, layout, { toast: false });
  }, LAYOUT_SAVE_DELAY_MS);
}

export function cancelLayoutSave(): void {
  clearTimeout(pending);
  pending = undefined;
}
