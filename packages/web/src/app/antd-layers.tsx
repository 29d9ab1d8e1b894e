/**
 * What lies over every page and is built on antd, loaded after the page's first paint: toasts and
 * notices of failed calls, and for a signed-in user the shared dialogs, the lock screen, the push
 * notices, the storage overlays with the poll, the power and privacy dialogs.
 */
import '../i18n/signed-in-texts';
import { PrivacyUpdateDialog } from '../dialogs/privacy-update-dialog';
import { useSessionStore } from '../session/session-store';
import { DialogHost } from '../shell/dialogs/dialog-host';
import { LockLayer } from '../shell/lock/lock-layer';
import { disableAccount } from '../shell/notices/disable-account';
import { PushNoticeBridge } from '../shell/notices/push-notice-bridge';
import { StoredNotices } from '../shell/notices/stored-notices';
import { StorageOverlays } from '../shell/overlays/storage-overlays';
import { PowerWaitingDialog } from '../shell/power/power-waiting-dialog';
import { AntdProviders } from './antd-providers';
import { FailureReactionBridge } from './failure-reaction-bridge';

export function AntdLayers() {
  const signedIn = useSessionStore((state) => state.session !== null);
  return (
    <AntdProviders>
      <FailureReactionBridge />
      {signedIn && (
        <>
          <PrivacyUpdateDialog />
          <PushNoticeBridge onDisableAccount={disableAccount} />
          <StoredNotices />
          <StorageOverlays />
          <PowerWaitingDialog />
          <DialogHost />
          <LockLayer />
        </>
      )}
    </AntdProviders>
  );
}
