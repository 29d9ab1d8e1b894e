import { useSessionStore } from '../../session/session-store';
import { LockScreen } from './lock-screen';
import { useScreenLocked } from './lock-store';
import { useAutoLock } from './use-auto-lock';
import { useDaemonLockSignals } from './use-daemon-lock-signals';
import './lock.css';

function SignedInLock() {
  const locked = useScreenLocked();
  useAutoLock();
  useDaemonLockSignals();
  return locked ? <LockScreen /> : null;
}

/** The lock screen and web auto-lock of a signed-in page (ctrl/meta+L is RequireSession's). */
export function LockLayer() {
  const signedIn = useSessionStore((state) => state.session !== null);
  return signedIn ? <SignedInLock /> : null;
}
