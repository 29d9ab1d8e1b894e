import { call } from '../../api/client';
import { kvCallsLater } from '../../api/later-calls';
import type { WindowRect } from './window-actions';

/** Where each app's window was last placed, by window name; kept per user in the key-value store. */
export type SavedLayout = Record<string, WindowRect>;

export const LAYOUT_KEY = 'desktopWindows';

/** Moves and resizes come in bursts; one write after the last of them is enough. */
export const LAYOUT_SAVE_DELAY_MS = 1000;

function isRect(value: unknown): value is WindowRect {
  if (typeof value !== 'object' || value === null) return false;
  const rect = value as Record<string, unknown>;
  return ['left', 'top', 'width', 'height'].every((key) => Number.isFinite(rect[key]));
}

/** Reads a stored layout, keeping only well-formed entries: a bad value must never stop a window opening. */
export function parseLayout(text: string | null): SavedLayout {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, rect]) => isRect(rect))) as SavedLayout;
  } catch {
    return {};
  }
}

export async function loadLayout(): Promise<SavedLayout> {
  const { kvLoad } = await kvCallsLater();
  const result = await call(kvLoad, { k: LAYOUT_KEY }, { toast: false });
  return result.success ? parseLayout(result.data.value) : {};
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Saves the layout once no change has come for LAYOUT_SAVE_DELAY_MS; a failure costs only the remembered places. */
export function scheduleLayoutSave(layout: SavedLayout): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void kvCallsLater().then(({ kvCreate }) =>
      call(kvCreate, { k: LAYOUT_KEY, v: JSON.stringify(layout) }, { toast: false }),
    );
  }, LAYOUT_SAVE_DELAY_MS);
}

export function cancelLayoutSave(): void {
  clearTimeout(pending);
  pending = undefined;
}
