import type { Server } from 'node:net';
import { join } from 'node:path';
import { startAdminSocket } from './admin/admin-socket.js';
import { ADMIN_SOCKET } from './admin/admin-protocol.js';
import { loadConfig } from './config.js';
import { createDevice } from './device.js';
import { EXIT_DATA_DIR_IN_USE, EXIT_FAILURE, EXIT_REBOOT, EXIT_SHUTDOWN } from './lifecycle.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';
import { exec } from './platform/exec.js';
import type { PowerAction } from './platform/power.js';

/**
 * Boot: read config, lock and open the data directory, listen; SIGTERM is a power-off. The lock comes
 * before anything touches the data directory: a second daemon on it must change nothing.
 */
async function main(): Promise<void> {
  // Everything the daemon writes (database, logs, keys, images) is for its own eyes only.
  process.umask(0o077);
  const config = loadConfig(process.argv.slice(2), process.env);
  lockDataDir(config.dataDir);
  const device = await createDevice(config);
  let admin: Server;
  try {
    await device.app.listen({ port: config.port, host: config.host });
    admin = await startAdminSocket(join(config.dataDir, ADMIN_SOCKET), device, device.log);
  } catch (error) {
    // Closing the app unmounts the pools mounted at boot, so the bays can then let go of their disks.
    await device.app.close();
    await device.bays.detachAll();
    throw error;
  }
  device.log.info(
    { event: 'daemon.started', port: config.port, dataDir: config.dataDir },
    'Coffer is running',
  );

  let stopping = false;
  /** Power-off: stop jobs and the app, detach the bays, then end with the supervisor's code. */
  const stop = async (reason: string, action: PowerAction = 'shutdown') => {
    if (stopping) return;
    stopping = true;
    device.log.info({ event: 'daemon.stopping', reason }, 'stopping');
    admin.close();
    await device.app.close();
    await device.bays.detachAll();
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
