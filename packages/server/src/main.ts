import type { Server } from 'node:net';
import { join } from 'node:path';
import { startAdminSocket } from './admin/admin-socket.js';
import { ADMIN_SOCKET } from './admin/admin-protocol.js';
import { loadConfig } from './config.js';
import { createDevice } from './device.js';
import { EXIT_DATA_DIR_IN_USE, EXIT_FAILURE, EXIT_REBOOT, EXIT_SHUTDOWN } from './lifecycle.js';
import { endKernelSends } from './modules/files/transfers/kernel-send.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';
import { exec } from './platform/exec.js';
import type { PowerAction } from './platform/power.js';

/** How long a power-off waits for a storage start under way to reach its next step. */
const BOOT_STOP_WAIT_MS = 30_000;
/** How long a power-off lets requests under way finish before it ends their connections. */
const REQUEST_GRACE_MS = 2_000;

/**
 * Boot: read config, lock and open the data directory, listen, then start the storage engine;
 * SIGTERM is a power-off. The lock comes before anything touches the data directory: a second
 * daemon on it must change nothing.
 */
async function main(): Promise<void> {
  // Everything the daemon writes (database, logs, keys, images) is for its own eyes only.
  process.umask(0o077);
  const config = loadConfig(process.argv.slice(2), process.env);
  lockDataDir(config.dataDir);
  // The daemon listens before the storage engine starts, so a page sees it start (spec 2 §2.1).
  const device = await createDevice(config, undefined, { deferStorageBoot: true });
  try {
    await device.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await device.app.close();
    throw error;
  }
  device.log.info(
    { event: 'daemon.started', port: config.port, dataDir: config.dataDir },
    'Coffer is running; storage is starting',
  );
  // A start that fails keeps the daemon up: the poll reports it (N300029) and a restart is offered.
  const booting = device.bootStorage().catch(() => undefined);
  // The admin socket (scripts/coffer) opens at once; its commands wait for the engine's start.
  let admin: Server;
  try {
    admin = await startAdminSocket(join(config.dataDir, ADMIN_SOCKET), device, device.log, booting);
  } catch (error) {
    device.stopStorageBoot();
    await booting;
    await device.app.close();
    await device.bays.detachAll();
    throw error;
  }

  let stopping = false;
  /** Power-off: stop jobs and the app, detach the bays, then end with the supervisor's code. */
  const stop = async (reason: string, action: PowerAction = 'shutdown') => {
    if (stopping) return;
    stopping = true;
    device.log.info({ event: 'daemon.stopping', reason }, 'stopping');
    admin.close();
    // A start under way stops at its next step, before the pools unmount; one stuck in a command
    // is not waited for forever.
    device.stopStorageBoot();
    await Promise.race([booting, new Promise((resolve) => setTimeout(resolve, BOOT_STOP_WAIT_MS))]);
    // A power-off goes on whatever part of it fails: the supervisor must get its exit code.
    const logged = (step: string) => (error: unknown) =>
      device.log.error({ event: 'daemon.stop-failed', step, err: error }, `${step} failed`);
    // A download to a client that reads slowly, or not at all, would hold the power-off and the
    // pool it reads from for as long as it lasts.
    const endingConnections = setTimeout(() => device.app.server.closeAllConnections(), REQUEST_GRACE_MS);
    await device.app.close().catch(logged('closing'));
    clearTimeout(endingConnections);
    await endKernelSends();
    await device.bays.detachAll().catch(logged('detaching the bays'));
    device.db.close();
    device.log.flush();
    if (config.power === 'host') await exec('systemctl', [action === 'reboot' ? 'reboot' : 'poweroff']);
    process.exit(action === 'reboot' ? EXIT_REBOOT : EXIT_SHUTDOWN);
  };
  device.power.onRequest((action) => void stop(action, action));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Coffer could not start:', error instanceof Error ? error.message : error);
  process.exit(error instanceof DataDirLockedError ? EXIT_DATA_DIR_IN_USE : EXIT_FAILURE);
});
