export type PowerAction = 'reboot' | 'shutdown';

/**
 * Carries a reboot or shutdown request from the call that asks for it to the process that can act
 * on it (main.ts). In service mode the daemon ends with the supervisor's restart or stop code; in
 * host mode it then asks the host to reboot or power off.
 */
export class PowerSwitch {
  private handler: ((action: PowerAction) => void) | undefined;
  private readonly announcers = new Set<(action: PowerAction) => void>();

  onRequest(handler: (action: PowerAction) => void): void {
    this.handler = handler;
  }

  /** False when nothing can act on a request (a device not started by main.ts). */
  get available(): boolean {
    return this.handler !== undefined;
  }

  /** Told first, while the daemon still runs: the push channel warns the open pages. */
  onAnnounce(listener: (action: PowerAction) => void): void {
    this.announcers.add(listener);
  }

  /**
   * `announce: false` for a restart the pages already follow another way (the system upgrade's
   * record): the reboot push would put the power-waiting dialog over its overlay.
   */
  request(action: PowerAction, { announce = true }: { announce?: boolean } = {}): void {
    if (!this.handler) return;
    if (announce) for (const announcer of this.announcers) announcer(action);
    this.handler(action);
  }
}
