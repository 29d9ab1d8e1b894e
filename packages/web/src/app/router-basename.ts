/** SHELL-01: history mode under /home/, as the daemon serves the app. */
export const ROUTER_BASENAME = '/home';
