/**
 * Everything only a signed-in page needs, loaded as one chunk once there is a session: the session
 * guard with its push connection and notices, the desktop, and what lies over every signed-in page.
 */
import { DialogHost } from '../shell/dialogs/dialog-host';
import { LockLayer } from '../shell/lock/lock-layer';

export { RequireSession } from './require-session';
export { DesktopPage } from '../shell/desktop/desktop-page';
export { PoolManageRoute } from '../pages/pool-manage-route';

/** The dialogs opened through the dialog store, and the lock screen. */
export function SignedInLayers() {
  return (
    <>
      <DialogHost />
      <LockLayer />
    </>
  );
}
