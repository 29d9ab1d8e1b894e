/** One look at `GET /healthcheck`: the daemon answered (with its uptime in seconds), or did not. */
export type HealthProbe = { up: true; uptime: number } | { up: false };

export interface PowerWatch {
  /** The daemon has been seen unreachable since the dialog opened. */
  sawDown: boolean;
  /** The uptime of the first answer, to notice a restart that was quicker than one probe. */
  firstUptime: number | null;
}

export const POWER_WATCH_START: PowerWatch = { sawDown: false, firstUptime: null };

/**
 * Whether the device is back after a restart: it answers after having been unreachable, or it
 * answers with a smaller uptime than before. The daemon answers the reboot call before it goes
 * down, so an answer alone does not mean it is back.
 */
export function watchPower(watch: PowerWatch, probe: HealthProbe): { watch: PowerWatch; back: boolean } {
  if (!probe.up) return { watch: { ...watch, sawDown: true }, back: false };
  if (watch.sawDown) return { watch, back: true };
  if (watch.firstUptime === null) return { watch: { ...watch, firstUptime: probe.uptime }, back: false };
  return { watch, back: probe.uptime < watch.firstUptime };
}
