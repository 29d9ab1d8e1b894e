import { Code, type MainRole } from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error.js';
import { assertNewAccount } from '../auth/auth-service.js';
import { hashPassword } from '../auth/password-hash.js';
import type { PasswordWitness } from '../auth/password-witness.js';
import type { SessionsStore } from '../auth/sessions-store.js';
import type { UsersStore } from '../auth/users-store.js';
import { disableRefusal, type AccountRef } from './disable-rule.js';

/** Account changes the owner makes from the admin CLI (and, later, the user center). */
export class AccountsService {
  constructor(
    private readonly users: UsersStore,
    private readonly sessions: SessionsStore,
    private readonly log: Logger,
    private readonly witness?: PasswordWitness,
  ) {}

  async addUser(input: { username: string; mainRole: MainRole; password: string; nickname?: string }) {
    const username = input.username.trim();
    assertNewAccount(username, input.password);
    if (this.users.findByName(username)) throw new AppError(Code.usernameTaken);
    const userid = this.users.insert({
      username,
      nickname: input.nickname ?? username,
      passwordHash: await hashPassword(input.password),
      mainRole: input.mainRole,
    });
    this.witness?.saw({ id: userid, username }, input.password);
    this.log.info({ event: 'user.added', userid, username, mainRole: input.mainRole }, 'user added');
    return { userid, username, mainRole: input.mainRole };
  }

  /** Sets a new password and signs the user out everywhere (their sessions answer N001207). */
  async resetPassword(input: { username: string; password: string }) {
    const user = this.users.findByName(input.username.trim());
    if (!user) throw new AppError(Code.noSuchUser);
    assertNewAccount(user.username, input.password);
    this.users.setPasswordHash(user.id, await hashPassword(input.password));
    this.witness?.saw({ id: user.id, username: user.username }, input.password);
    const revoked = this.sessions.revokeAllOfUser(user.id, 'password-reset', Date.now());
    this.log.info(
      { event: 'user.password-reset', userid: user.id, revokedSessions: revoked },
      'password reset',
    );
    return { userid: user.id, username: user.username, revokedSessions: revoked };
  }

  /**
   * Disables or enables an account. A disabled account's sessions end at their next call (L009004);
   * the super administrator cannot be disabled, so the device always keeps an owner, and an operations
   * administrator may act on ordinary users and themselves only (`disableRefusal`). `by` is the
   * signed-in caller; without it, the owner at the console.
   */
  setDisabled(input: { userid?: number; username?: string; disabled: boolean; by?: AccountRef }) {
    const user =
      input.userid !== undefined
        ? this.users.findById(input.userid)
        : this.users.findByName(input.username?.trim() ?? '');
    if (!user) throw new AppError(Code.noSuchUser);
    const refusal = disableRefusal(input.by, { id: user.id, mainRole: user.main_role });
    // Enabling the owner is harmless (it is never disabled); the other rules hold both ways.
    if (refusal && (input.disabled || refusal !== Code.masterCannotBeDisabled)) {
      throw new AppError(refusal);
    }
    this.users.setDisabled(user.id, input.disabled);
    this.log.info(
      { event: input.disabled ? 'user.disabled' : 'user.enabled', userid: user.id },
      'account status',
    );
    return { userid: user.id, username: user.username, disabled: input.disabled };
  }
}
