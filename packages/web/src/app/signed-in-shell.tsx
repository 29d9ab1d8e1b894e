/**
 * Everything only a signed-in page needs for its first paint, loaded as one chunk once there is a
 * session: the session guard with its push connection, and the desktop. What lies over it is
 * app/antd-layers.tsx.
 */
import '../i18n/signed-in-texts';

export { RequireSession } from './require-session';
export { DesktopPage } from '../shell/desktop/desktop-page';
export { PoolManageRoute } from '../pages/pool-manage-route';
