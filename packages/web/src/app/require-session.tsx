import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { call } from '../api/client';
import { authCallsLater } from '../api/later-calls';
import { applyInactivityRule } from '../session/inactivity-rule';
import { useSessionStore } from '../session/session-store';
import { followDaemonLock } from '../shell/lock/lock-actions';
import { useScreenLocked } from '../shell/lock/lock-store';
import { useLockShortcut } from '../shell/lock/use-lock-shortcut';
import { PushConnection } from '../shell/push/push-connection';
import { loginRedirectFor, PATHS } from './guard-rules';
import type { SignedInPageDrawn } from './use-antd-layers-needed';
import './require-session.css';

/**
 * SESS-01: a session found in storage is confirmed with the daemon once per page; a sign-out code
 * ends it. One this page signed in for has just been answered by the sign-in itself.
 */
function SessionConfirm({ token }: { token: string }) {
  const applyUserInfo = useSessionStore((state) => state.applyUserInfo);
  const signedInHere = useSessionStore((state) => state.signedInHere === token);
  useEffect(() => {
    if (signedInHere) return;
    const controller = new AbortController();
    void authCallsLater().then(async ({ authToken }) => {
      const result = await call(authToken, {}, { signal: controller.signal });
      if (!result.success) return;
      applyUserInfo(result.data);
      // A reload does not bypass the lock screen: the daemon still holds the session locked.
      followDaemonLock(result.data.locked);
    });
    return () => controller.abort();
  }, [token, signedInHere, applyUserInfo]);
  return null;
}

/**
 * Hides the page of a locked session until the lock screen, which loads with antd after the first
 * paint (app/antd-layers.tsx), lies over it; then stays under it.
 */
function LockedCover() {
  const locked = useScreenLocked();
  return locked ? <div className="locked-cover" aria-hidden="true" /> : null;
}

/** SHELL-06/08: private routes need a session that is still active; otherwise, to sign-in. */
export function RequireSession() {
  const session = useSessionStore((state) => state.session);
  const endedBy = useSessionStore((state) => state.endedBy);
  const location = useLocation();
  const pageDrawn = useOutletContext<SignedInPageDrawn | undefined>();
  // Here rather than in the lock layer: ctrl/meta+L works from the first paint, before antd loads.
  useLockShortcut();

  const token = session?.token;
  useEffect(() => {
    if (token) pageDrawn?.(token);
  }, [token, pageDrawn]);

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
      <PushConnection />
      <LockedCover />
      {/* The dialogs and notices over these pages are in app/antd-layers.tsx, loaded after them. */}
      <Outlet />
    </>
  );
}
