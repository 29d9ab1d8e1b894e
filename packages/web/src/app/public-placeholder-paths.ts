/** Public pages of SHELL-05 that this device does not provide yet. */
export const PUBLIC_PLACEHOLDER_PATHS: readonly string[] = ['tray', 'mobile/editor', 'nbw_lyric', 'find'];
