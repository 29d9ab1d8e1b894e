import { Code, EXTERNAL_LOGIN_FORBIDDEN, SIGN_OUT, isSignOutCode, type Envelope } from '@coffer/contract';
import { CLIENT_CODES } from './normalise-response';

export type SignOutNotice = 'accountDisabled' | 'externalLoginForbidden';

export type FailureReaction =
  | { kind: 'signOut'; notice: SignOutNotice | null }
  | { kind: 'locked' }
  | { kind: 'toast'; text: string }
  | { kind: 'none' };

/**
 * What the page does about a failed call (REQ-15, SESS-05..07): sign-out codes end the session,
 * two of them after a notice; a locked session shows the lock screen; every other failure shows
 * the daemon's message unless the caller shows it itself.
 */
export function reactionFor(envelope: Envelope<unknown>, options: { toast: boolean }): FailureReaction {
  const code = String(envelope.code);
  if (code === SIGN_OUT.accountDisabled) return { kind: 'signOut', notice: 'accountDisabled' };
  if (code === EXTERNAL_LOGIN_FORBIDDEN) return { kind: 'signOut', notice: 'externalLoginForbidden' };
  if (isSignOutCode(code)) return { kind: 'signOut', notice: null };
  // The lock screen is the answer to a locked session, not a toast per refused call.
  if (code === Code.sessionLocked) return { kind: 'locked' };
  if (code === CLIENT_CODES.aborted) return { kind: 'none' };
  if (!options.toast || !envelope.message) return { kind: 'none' };
  return { kind: 'toast', text: envelope.message };
}

type Listener = (reaction: FailureReaction, envelope: Envelope<unknown>) => void;
const listeners = new Set<Listener>();
/** Reactions that came before the UI for them had loaded (it loads with antd, after the entry). */
const waiting: Array<[FailureReaction, Envelope<unknown>]> = [];
const waitingWatchers = new Set<() => void>();

/**
 * The app installs the UI for reactions (dialogs, toasts); it first gets those that waited for it.
 * Returns the function that removes it.
 */
export function onFailureReaction(listener: Listener): () => void {
  listeners.add(listener);
  for (const [reaction, envelope] of waiting.splice(0)) listener(reaction, envelope);
  return () => {
    listeners.delete(listener);
  };
}

/** Called when a reaction waits for its UI, so the page can load that UI. */
export function onFailureReactionWaiting(watcher: () => void): () => void {
  waitingWatchers.add(watcher);
  if (waiting.length > 0) watcher();
  return () => {
    waitingWatchers.delete(watcher);
  };
}

export function emitFailureReaction(reaction: FailureReaction, envelope: Envelope<unknown>): void {
  if (reaction.kind === 'none') return;
  if (listeners.size === 0) {
    waiting.push([reaction, envelope]);
    for (const watcher of waitingWatchers) watcher();
    return;
  }
  for (const listener of listeners) listener(reaction, envelope);
}
