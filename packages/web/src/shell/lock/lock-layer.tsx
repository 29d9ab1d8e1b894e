import { useSessionStore } from '../../session/session-store';
import { LockScreen } from './lock-screen';
import { useScreenLocked } from './lock-store';
import { useAutoLock } from './use-auto-lock';
import { useDaemonLockSignals } from './use-daemon-lock-signals';
import { useLockShortcut } from './use-lock-shortcut';
import './lock.css';

function SignedInLock() {
  const locked = useScreenLocked();
  useLockShortcut();
  useAutoLock();
  useDaemonLockSignals();
  return locked ? <LockScreen /> : null;
}

/** The lock screen, ctrl/meta+L and web auto-lock of a signed-in page; nothing without a session. */
export function LockLayer() {
  const signedIn = useSessionStore((state) => state.session !== null);
  return signedIn ? <SignedInLock /> : null;
}
