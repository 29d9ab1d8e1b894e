import { timingSafeEqual } from 'node:crypto';
import {
  Code,
  DAY,
  NOT_CONFIGURED,
  REMOTE_HELP,
  Role,
  SECOND,
  type CofferCode,
  type RemoteHelpStatus,
} from '@coffer/contract';
import type { Logger } from 'pino';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { decryptCredential } from '../auth/credentials.js';
import { newAuthorisationCode } from './authorisation-code.js';
import { judgeProviderAnswer } from './provider-answer.js';
import { PROVIDER_PATHS, providerPoster, type ProviderPost } from './provider-client.js';
import type { ProviderConfig } from './provider-config.js';
import { statusOf } from './remote-help-status.js';
import type { RemoteHelpStore } from './remote-help-store.js';

export interface RemoteHelpDeps {
  provider: ProviderConfig;
  store: RemoteHelpStore;
  deviceKey: DeviceKey;
  nasid: string;
  log: Pick<Logger, 'info' | 'warn'>;
  clock?: () => number;
  /** How the provider is reached; a real HTTP(S) POST unless a test gives its own. */
  post?: ProviderPost;
}

/** A sealed username as the page sends it (RHELP-03 `key_id`, `username`). */
interface SealedUsername {
  key_id: string;
  username: string;
}

/**
 * Remote assistance (INVENTORY RHELP, docs/decisions.md "Remote assistance"). With no provider
 * configured every call answers 510 before anything changes. With one, the SMS code is sent and
 * checked by the provider; its `second` (kept here for the session that checked the code) then opens
 * or closes the assistance, whose code and end are kept in the database.
 */
export class RemoteHelpService {
  private readonly clock: () => number;
  private readonly post: ProviderPost;
  /** The provider's `second` per session, until it is used or runs out. */
  private readonly seconds = new Map<string, { second: string; until: number }>();
  private lastSendAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: RemoteHelpDeps) {
    this.clock = deps.clock ?? Date.now;
    this.post = deps.post ?? providerPoster(deps.provider.url, REMOTE_HELP.providerTimeoutMs);
  }

  status(auth: AuthContext): RemoteHelpStatus {
    this.requireProvider();
    return this.currentStatus(auth);
  }

  /** getSign: the SMS code is for the signed-in master; the sign is what the provider checks. */
  sign(auth: AuthContext): { sign: string; username: string; nasid: string } {
    this.requireProvider();
    const username = auth.user.username;
    return { sign: this.signFor(username), username, nasid: this.deps.nasid };
  }

  async sendSms(auth: AuthContext, input: SealedUsername & { by?: 'voice' }): Promise<{ phone: string }> {
    this.requireProvider();
    const username = this.ownUsername(auth, input);
    const waitMs = this.lastSendAt + REMOTE_HELP.smsResendMs - this.clock();
    if (waitMs > 0) {
      throw new AppError(Code.remoteHelpSendTooSoon, { seconds: Math.ceil(waitMs / SECOND) });
    }
    const by = input.by ?? 'sms';
    const outcome = await this.post(PROVIDER_PATHS.send, {
      ...this.providerFields(username),
      type: REMOTE_HELP.smsType,
      by,
    });
    const verdict = judgeProviderAnswer(outcome, 'phone', Code.remoteHelpSendFailed);
    if (!verdict.ok) this.refuse('rhelp.sms.send', auth, verdict);
    this.lastSendAt = this.clock();
    this.deps.log.info({ event: 'rhelp.sms.sent', userid: auth.user.id, by }, 'remote assistance code sent');
    return { phone: verdict.value };
  }

  async checkSms(
    auth: AuthContext,
    input: SealedUsername & { sms_code: string },
  ): Promise<{ second: string }> {
    this.requireProvider();
    const username = this.ownUsername(auth, input);
    const outcome = await this.post(PROVIDER_PATHS.check, {
      ...this.providerFields(username),
      type: REMOTE_HELP.smsType,
      sms_code: input.sms_code,
    });
    const verdict = judgeProviderAnswer(outcome, 'second', Code.remoteHelpCheckFailed);
    if (!verdict.ok) this.refuse('rhelp.sms.check', auth, verdict);
    this.seconds.set(auth.session.token_hash, {
      second: verdict.value,
      until: this.clock() + REMOTE_HELP.secondValidMs,
    });
    return { second: verdict.value };
  }

  /** openRhelp: a new code, valid for REMOTE_HELP.validDays; opening again renews both. */
  open(auth: AuthContext, second: string): RemoteHelpStatus {
    this.requireProvider();
    this.spendSecond(auth, second);
    const now = this.clock();
    const ctime = Math.floor(now / SECOND);
    const expireAt = ctime + (REMOTE_HELP.validDays * DAY) / SECOND;
    this.deps.store.write({ pwd: newAuthorisationCode(), ctime, expireAt });
    this.deps.log.info(
      { event: 'rhelp.open', userid: auth.user.id, expire_at: expireAt },
      'remote assistance opened',
    );
    return this.currentStatus(auth);
  }

  close(auth: AuthContext, second: string): RemoteHelpStatus {
    this.requireProvider();
    this.spendSecond(auth, second);
    this.deps.store.clear();
    this.deps.log.info({ event: 'rhelp.close', userid: auth.user.id }, 'remote assistance closed');
    return this.currentStatus(auth);
  }

  /** sendCopyRhelpLog: the master copied the code; the log says so, never with the code itself. */
  copyLog(auth: AuthContext, params: string | undefined): null {
    this.requireProvider();
    const status = this.currentStatus(auth);
    this.deps.log.info(
      { event: 'rhelp.copy', userid: auth.user.id, params: params ?? '', switch: status.switch },
      'remote assistance code copied',
    );
    return null;
  }

  private currentStatus(auth: AuthContext): RemoteHelpStatus {
    const stored = this.deps.store.read();
    const status = statusOf(stored, {
      nowMs: this.clock(),
      nasid: this.deps.nasid,
      supportPhone: this.deps.provider.supportPhone,
      isMaster: auth.mainRole === Role.master,
    });
    // An assistance that reached its end is closed for good, not only read as closed.
    if (stored && status.switch === 'closed') {
      this.deps.store.clear();
      this.deps.log.info({ event: 'rhelp.expired', expire_at: stored.expireAt }, 'remote assistance ended');
    }
    return status;
  }

  private requireProvider(): void {
    if (!this.deps.provider.url) {
      throw new AppError(NOT_CONFIGURED, {}, { support_phone: this.deps.provider.supportPhone });
    }
  }

  /** The sealed username must be the caller's own: the code goes to the master's registered phone. */
  private ownUsername(auth: AuthContext, input: SealedUsername): string {
    const username = decryptCredential(this.deps.deviceKey, input.key_id, input.username).trim();
    if (username.toLowerCase() !== auth.user.username.toLowerCase()) {
      throw new AppError(Code.remoteHelpNotOwnAccount);
    }
    return auth.user.username;
  }

  private providerFields(username: string): Record<string, string> {
    return { nasid: this.deps.nasid, username, sign: this.signFor(username) };
  }

  private signFor(username: string): string {
    return this.deps.deviceKey.sign(`${this.deps.nasid}:${username}`);
  }

  private spendSecond(auth: AuthContext, second: string): void {
    const kept = this.seconds.get(auth.session.token_hash);
    this.seconds.delete(auth.session.token_hash);
    if (!kept || kept.until <= this.clock() || !sameText(kept.second, second)) {
      throw new AppError(Code.remoteHelpSecondInvalid);
    }
  }

  private refuse(event: string, auth: AuthContext, verdict: { code: CofferCode; detail: string }): never {
    this.deps.log.warn(
      { event, userid: auth.user.id, code: verdict.code, detail: verdict.detail },
      'the provider refused',
    );
    throw new AppError(verdict.code);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
