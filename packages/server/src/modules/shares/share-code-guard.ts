import { Code, SHARE_CODE_LOCKOUT } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { LoginLockout } from '../auth/login-lockout.js';

/** Wrong codes of one link from every address together before the link waits. */
const PER_LINK_MAX = 50;
/** Different links one address may get wrong before the whole address waits. */
const LINKS_PER_ADDRESS = 20;
const ANY_ADDRESS = '*';

function waitError(ms: number): AppError {
  return new AppError(Code.shareTooManyTries, { minutes: Math.max(1, Math.ceil(ms / 60_000)) }, { wait: ms });
}

/**
 * Code guessing (SHARE): 5 wrong codes for a link from one address within 10 minutes make that
 * address wait, as do wrong codes for 20 different links; 50 wrong codes for one link from anywhere
 * make the link wait. The sign-in lockout's counter serves, keyed by link instead of account.
 */
export class ShareCodeGuard {
  private readonly perAddress: LoginLockout;
  private readonly perLink: LoginLockout;

  constructor(now: () => number = Date.now) {
    this.perAddress = new LoginLockout(now, { ...SHARE_CODE_LOCKOUT, maxNamesPerAddress: LINKS_PER_ADDRESS });
    this.perLink = new LoginLockout(now, {
      maxFailures: PER_LINK_MAX,
      lockMs: SHARE_CODE_LOCKOUT.lockMs,
      maxNamesPerAddress: Number.MAX_SAFE_INTEGER,
    });
  }

  /** Throws C118006 with the wait when this address (or the link) must wait. */
  assertMayTry(linkId: string, ip: string): void {
    const wait = Math.max(this.perAddress.lockedFor(linkId, ip), this.perLink.lockedFor(linkId, ANY_ADDRESS));
    if (wait > 0) throw waitError(wait);
  }

  /** A wrong code: throws C118005, or C118006 once the limit is reached. */
  refuse(linkId: string, ip: string): never {
    const wait = Math.max(
      this.perAddress.recordFailure(linkId, ip),
      this.perLink.recordFailure(linkId, ANY_ADDRESS),
    );
    if (wait > 0) throw waitError(wait);
    throw new AppError(Code.shareWrongCode, { max: SHARE_CODE_LOCKOUT.maxFailures });
  }

  accept(linkId: string, ip: string): void {
    this.perAddress.clear(linkId, ip);
  }
}
