import { Code } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { editRefusal } from '../accounts/account-rules.js';
import type { AccountsStore } from '../accounts/accounts-store.js';
import type { AccountRef } from '../accounts/disable-rule.js';
import { makeAvatar } from './avatar-picture.js';
import type { AvatarStore } from './avatar-store.js';

export interface AvatarServiceDeps {
  store: AvatarStore;
  accounts: AccountsStore;
  now?: () => number;
}

/**
 * Avatars (ACCT-07): anyone sets or removes their own; an administrator another's under the user
 * center's editing rules (an operations administrator only ordinary users'). Nothing is stored
 * unless the picture is good.
 */
export class AvatarService {
  private readonly now: () => number;

  constructor(private readonly deps: AvatarServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  version(uid: number): number {
    return this.deps.store.version(uid);
  }

  picture(uid: number): Buffer {
    const picture = this.deps.store.read(uid);
    if (!picture) throw new AppError(Code.avatarMissing, {}, null, 404);
    return picture;
  }

  /** The username of the account an act is on, or undefined when there is none. */
  usernameOf(uid: number): string | undefined {
    return this.deps.accounts.entry(uid)?.username;
  }

  /** Refuses an act on another's avatar that the actor may not make (the user center's edit rule). */
  assertMayChange(actor: AccountRef, uid: number): void {
    const entry = this.deps.accounts.entry(uid);
    if (!entry) throw new AppError(Code.noSuchUser);
    const ref = { id: entry.uid, mainRole: entry.mainRole };
    const refusal = editRefusal(actor, ref, {}, this.deps.accounts.masterCount());
    if (refusal) throw new AppError(refusal);
  }

  async set(uid: number, upload: Buffer): Promise<{ uid: number; avatar: number }> {
    const picture = await makeAvatar(upload);
    // The account may have gone while the picture was made.
    if (!this.deps.store.exists(uid)) throw new AppError(Code.noSuchUser);
    return { uid, avatar: this.deps.store.save(uid, picture, this.now()) };
  }

  remove(uid: number): { uid: number; avatar: number } {
    this.deps.store.remove(uid);
    return { uid, avatar: 0 };
  }
}
