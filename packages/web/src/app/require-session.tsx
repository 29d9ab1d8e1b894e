import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CALLS } from '@coffer/contract';
import { call } from '../api/client';
import { PrivacyUpdateDialog } from '../dialogs/privacy-update-dialog';
import { applyInactivityRule } from '../session/inactivity-rule';
import { useSessionStore } from '../session/session-store';
import { followDaemonLock } from '../shell/lock/lock-actions';
import { disableAccount } from '../shell/notices/disable-account';
import { PushNoticeBridge } from '../shell/notices/push-notice-bridge';
import { PowerWaitingDialog } from '../shell/power/power-waiting-dialog';
import { PushConnection } from '../shell/push/push-connection';
import { loginRedirectFor, PATHS } from './guard-rules';

/** SESS-01: a stored session is confirmed with the daemon once per page; a sign-out code ends it. */
function SessionConfirm({ token }: { token: string }) {
  const applyUserInfo = useSessionStore((state) => state.applyUserInfo);
  useEffect(() => {
    const controller = new AbortController();
    void call(CALLS.authToken, {}, { signal: controller.signal }).then((result) => {
      if (!result.success) return;
      applyUserInfo(result.data);
      // A reload does not bypass the lock screen: the daemon still holds the session locked.
      followDaemonLock(result.data.locked);
    });
    return () => controller.abort();
  }, [token, applyUserInfo]);
  return null;
}

/** SHELL-06/08: private routes need a session that is still active; otherwise, to sign-in. */
export function RequireSession() {
  const session = useSessionStore((state) => state.session);
  const endedBy = useSessionStore((state) => state.endedBy);
  const location = useLocation();

  useEffect(() => {
    applyInactivityRule();
  }, [location.key]);

  if (!session) {
    const to = endedBy === 'user' ? PATHS.login : loginRedirectFor(location.pathname, location.search);
    return <Navigate to={to} replace />;
  }
  return (
    <>
      <SessionConfirm token={session.token} />
      <PrivacyUpdateDialog />
      <PushConnection />
      <PushNoticeBridge onDisableAccount={disableAccount} />
      <PowerWaitingDialog />
      <Outlet />
    </>
  );
}
