/** Exit codes the supervisor (scripts/supervisor.ts) acts on: a reboot request restarts the daemon. */
export const EXIT_SHUTDOWN = 0;
export const EXIT_FAILURE = 1;
export const EXIT_REBOOT = 75;
/** Another process holds the data directory's lock: nothing was started or changed (not a crash). */
export const EXIT_DATA_DIR_IN_USE = 73;
