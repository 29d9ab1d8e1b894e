export interface ConfirmPool {
  id: string;
  name: string;
  missing: string[];
}

export interface ConfirmData {
  /** The disk-change mode letter (spec 2 §4.1), or null when the daemon gave none. */
  mode: string | null;
  /** The pools the decision is about (administrators only; empty for other roles). */
  pools: ConfirmPool[];
  /** The options the daemon offers, when it lists them (`data.options`). */
  options: string[];
  /**
   * The change's new disks (`data.dev`), each `used` when the daemon saw data on it (`isused` of
   * `data.new.disksGroup`): a blank one is set up as an external disk by a format (spec 2 §4.6).
   */
  newDisks: { sn: string; used: boolean }[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function poolOf(value: unknown): ConfirmPool | null {
  const entry = record(value);
  const id = text(entry?.id);
  if (!entry || !id) return null;
  const missing = Array.isArray(entry.missing) ? entry.missing.flatMap((sn) => text(sn) ?? []) : [];
  return { id, name: text(entry.name) ?? id, missing };
}

function optionOf(value: unknown): string | null {
  const entry = record(value);
  return text(value) ?? text(entry?.option) ?? text(entry?.id) ?? text(entry?.value);
}

/**
 * Reads a confirm message's `data` without trusting its shape: the daemon grows modes and fields
 * over time, and a field this page does not know must never break the overlay.
 */
export function readConfirmData(data: Record<string, unknown>): ConfirmData {
  const pools = Array.isArray(data.pools) ? data.pools.flatMap((pool) => poolOf(pool) ?? []) : [];
  const options = Array.isArray(data.options) ? data.options.flatMap((option) => optionOf(option) ?? []) : [];
  const group = record(data.new)?.disksGroup;
  const used = new Map(
    (Array.isArray(group) ? group : []).flatMap((entry) => {
      const disk = record(entry);
      const sn = text(disk?.sn);
      return disk && sn ? [[sn, disk.isused !== 0] as const] : [];
    }),
  );
  const newDisks = (Array.isArray(data.dev) ? data.dev : []).flatMap((sn) => {
    const serial = text(sn);
    return serial ? [{ sn: serial, used: used.get(serial) ?? true }] : [];
  });
  return { mode: text(data.mode)?.toUpperCase() ?? null, pools, options, newDisks };
}
