/** Exit codes the supervisor (scripts/supervisor.ts) acts on: a reboot request restarts the daemon. */
export const EXIT_SHUTDOWN = 0;
export const EXIT_FAILURE = 1;
export const EXIT_REBOOT = 75;
