import {
  Code,
  KEEP_LOGIN_EXPIRY,
  PASSWORD_EVENTS,
  PasswordEvent,
  SESSION_IDLE_EXPIRY,
  SIGN_OUT,
  TIMERS,
  isPasswordAcceptable,
  permissionsOf,
  type LoginResult,
  type SignOutCode,
  type UserInfo,
} from '@coffer/contract';
import type { Logger } from 'pino';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext, ClientInfo } from './auth-context.js';
import { decryptCredential, isValidUsername } from './credentials.js';
import { LoginLockout } from './login-lockout.js';
import { hashPassword, spendVerifyTime, verifyPassword } from './password-hash.js';
import { PasswordChecks } from './password-checks.js';
import type { PasswordWitness } from './password-witness.js';
import { expiryAfterActivity, needsTouch, sessionSignOutCode } from './session-state.js';
import type { SessionsStore } from './sessions-store.js';
import { hashToken, newToken } from './tokens.js';
import type { UserRow, UsersStore } from './users-store.js';

export interface Credentials {
  username: string;
  password: string;
  key_id: string;
}

/** The directory's part in sign-in (issue 16 §5): it checks the passwords of the accounts it owns. */
export interface DirectorySignIn {
  owns(userId: number): boolean;
  /** False for a wrong password or a user the directory no longer has; throws a code when it cannot answer. */
  verify(username: string, password: string): Promise<boolean>;
}

export interface AuthServiceDeps {
  users: UsersStore;
  directory?: DirectorySignIn;
  sessions: SessionsStore;
  deviceKey: DeviceKey;
  nasid: string;
  log: Logger;
  now?: () => number;
  /** Told each plain password that proves right or is set (file services keep their own hashes). */
  witness?: PasswordWitness;
}

export type Authentication = { ok: true; auth: AuthContext } | { ok: false; code: SignOutCode };

export interface SignIn {
  user: UserRow;
  client: ClientInfo;
  /** Epoch milliseconds. */
  at: number;
}
export type SignInListener = (signIn: SignIn) => void;

export class AuthService {
  private readonly signInListeners = new Set<SignInListener>();
  readonly lockout: LoginLockout;
  readonly passwordChecks: PasswordChecks;
  private readonly now: () => number;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.lockout = new LoginLockout(this.now);
    this.passwordChecks = new PasswordChecks(this.now);
  }

  /** Calls `listener` after every successful sign-in (the push channel's new-device-login). */
  onSignIn(listener: SignInListener): () => void {
    this.signInListeners.add(listener);
    return () => this.signInListeners.delete(listener);
  }

  isRegistered(): boolean {
    return this.deps.users.hasMaster();
  }

  async registerMaster(credentials: Credentials): Promise<{ userid: number; username: string }> {
    if (this.isRegistered()) throw new AppError(Code.alreadyRegistered);
    const { username, password } = this.decrypt(credentials);
    assertNewAccount(username, password);
    const userid = this.deps.users.insertFirstMaster({
      username,
      nickname: username,
      passwordHash: await hashPassword(password),
    });
    if (userid === undefined) throw new AppError(Code.alreadyRegistered);
    this.deps.witness?.saw({ id: userid, username }, password);
    this.deps.log.info(
      { event: 'user.registered', userid, username, mainRole: 1 },
      'super administrator created',
    );
    return { userid, username };
  }

  async login(
    credentials: Credentials,
    keepLogin: boolean,
    client: ClientInfo,
  ): Promise<{ result: LoginResult; token: string; maxAgeMs: number | undefined }> {
    if (!this.isRegistered()) throw new AppError(Code.notRegistered);
    const { username, password } = this.decrypt(credentials);
    const user = await this.verifyUserPassword(username, password, client.ip);
    if (user.disabled) throw new AppError(SIGN_OUT.accountDisabled);

    const now = this.now();
    const { token, hash } = newToken();
    this.deps.sessions.insert({
      token_hash: hash,
      user_id: user.id,
      keep_login: keepLogin ? 1 : 0,
      created_at: now,
      last_seen: now,
      expires_at: now + (keepLogin ? KEEP_LOGIN_EXPIRY : SESSION_IDLE_EXPIRY),
      ip: client.ip,
      device_id: client.deviceId,
      device: client.device,
      platform: client.platform,
    });
    this.deps.sessions.purge(now - KEEP_LOGIN_EXPIRY);
    for (const listener of this.signInListeners) listener({ user, client, at: now });
    this.deps.log.info(
      { event: 'auth.login', userid: user.id, username: user.username, ip: client.ip, keepLogin },
      'signed in',
    );
    return {
      token,
      maxAgeMs: keepLogin ? KEEP_LOGIN_EXPIRY : undefined,
      result: {
        token,
        userid: user.id,
        username: user.username,
        nickname: user.nickname,
        mainRole: user.main_role,
        isMaster: user.main_role === 1 ? 1 : 0,
        isDevOps: user.main_role === 2 ? 1 : 0,
        userSetting: userSettingOf(user),
        userType: 'file',
        nasid: this.deps.nasid,
      },
    };
  }

  /** The auth hook's question: does this token still admit its caller? Touches the session if so. */
  authenticate(token: string | undefined): Authentication {
    const result = this.peek(token);
    if (!result.ok) return result;
    const { session } = result.auth;
    const now = this.now();
    if (needsTouch(session, now)) {
      this.deps.sessions.touch(session.token_hash, now, expiryAfterActivity(session, now));
    }
    return result;
  }

  /** `authenticate` without touching the session: a frame pushed to a page is no activity of its user. */
  peek(token: string | undefined): Authentication {
    if (!token) return { ok: false, code: SIGN_OUT.tokenMissing };
    const session = this.deps.sessions.find(hashToken(token));
    const user = session && this.deps.users.findById(session.user_id);
    const code = sessionSignOutCode(user ? session : undefined, Boolean(user?.disabled), this.now());
    if (code || !session || !user) return { ok: false, code: code ?? SIGN_OUT.tokenInvalid };
    return { ok: true, auth: { session, user, mainRole: user.main_role } };
  }

  logout(auth: AuthContext): void {
    this.deps.sessions.revoke(auth.session.token_hash, 'logout', this.now());
    this.passwordChecks.forgetSession(auth.session.token_hash);
    this.deps.log.info({ event: 'auth.logout', userid: auth.user.id }, 'signed out');
  }

  userInfo(auth: AuthContext): UserInfo {
    const { user, session } = auth;
    return {
      username: user.username,
      nickname: user.nickname,
      type: 'file',
      authorize: 1,
      perm: permissionsOf(user.main_role),
      uid: user.id,
      roleInfo: { mainRole: user.main_role },
      isMaster: user.main_role === 1 ? 1 : 0,
      isDevOps: user.main_role === 2 ? 1 : 0,
      userSetting: userSettingOf(user),
      locked: session.locked === 1,
      keepLogin: session.keep_login === 1,
    };
  }

  /** `CheckUserPasswd`: the caller's own password, remembered 5 s for this session and event. */
  async checkPassword(
    auth: AuthContext,
    input: { eventName: string; passwd: string; key_id: string },
    ip: string,
  ): Promise<{ eventName: string; validMs: number }> {
    if (!(PASSWORD_EVENTS as readonly string[]).includes(input.eventName))
      throw new AppError(Code.unknownEvent);
    const password = decryptCredential(this.deps.deviceKey, input.key_id, input.passwd);
    await this.verifyUserPassword(auth.user.username, password, ip, Code.wrongPassword);
    this.passwordChecks.record(auth.session.token_hash, input.eventName);
    if (input.eventName === PasswordEvent.screenLock && auth.session.locked) {
      this.deps.sessions.setLocked(auth.session.token_hash, false);
      this.deps.log.info({ event: 'auth.unlock', userid: auth.user.id }, 'screen unlocked');
    }
    return { eventName: input.eventName, validMs: TIMERS.passwordCheckValidity };
  }

  hasPassedCheck(auth: AuthContext, eventName: string): boolean {
    return this.passwordChecks.passedRecently(auth.session.token_hash, eventName);
  }

  lock(auth: AuthContext): void {
    this.deps.sessions.setLocked(auth.session.token_hash, true);
    this.deps.log.info({ event: 'auth.lock', userid: auth.user.id }, 'screen locked');
  }

  agreeProtocol(auth: AuthContext, version: string): string {
    this.deps.users.setProtocolVersion(auth.user.id, version);
    return version;
  }

  /**
   * A file service's password check (WebDAV and FTP, issue 17): the sign-in's own check, with its limits
   * and lockout, directory accounts included; a disabled account is refused. No session is made.
   */
  async verifyServicePassword(username: string, password: string, ip: string): Promise<UserRow> {
    const user = await this.verifyUserPassword(username.trim(), password, ip);
    if (user.disabled) throw new AppError(SIGN_OUT.accountDisabled);
    return user;
  }

  /** An account as it is now, which a file service checks at each request. */
  findUser(id: number): UserRow | undefined {
    return this.deps.users.findById(id);
  }

  private decrypt(credentials: Credentials): { username: string; password: string } {
    return {
      username: decryptCredential(this.deps.deviceKey, credentials.key_id, credentials.username).trim(),
      password: decryptCredential(this.deps.deviceKey, credentials.key_id, credentials.password),
    };
  }

  /**
   * The one password check of sign-in and re-verification: counts failures per account and address,
   * and answers an unknown user exactly as a wrong password.
   */
  private async verifyUserPassword(
    username: string,
    password: string,
    ip: string,
    wrongCode: string = Code.wrongCredentials,
  ): Promise<UserRow> {
    const lockedMs = this.lockout.lockedFor(username, ip);
    if (lockedMs > 0) throw lockedError(lockedMs);
    const user = this.deps.users.findByName(username);
    const valid = user ? await this.passwordMatches(user, password) : await spendVerifyTime(password);
    if (valid && user) {
      this.lockout.clear(username, ip);
      this.deps.witness?.saw({ id: user.id, username: user.username }, password);
      return user;
    }
    const nowLockedMs = this.lockout.recordFailure(username, ip);
    this.deps.log.warn({ event: 'auth.failure', username, ip, locked: nowLockedMs > 0 }, 'wrong password');
    if (nowLockedMs > 0) throw lockedError(nowLockedMs);
    throw new AppError(wrongCode as typeof Code.wrongCredentials);
  }

  private passwordMatches(user: UserRow, password: string): Promise<boolean> {
    const directory = this.deps.directory;
    if (directory?.owns(user.id)) return directory.verify(user.username, password);
    return verifyPassword(user.password_hash, password);
  }
}

function lockedError(lockedMs: number): AppError {
  const minutes = Math.ceil(lockedMs / 60_000);
  return new AppError(Code.loginLocked, { minutes }, { retryAfterSeconds: Math.ceil(lockedMs / 1000) });
}

export function assertNewAccount(username: string, password: string): void {
  if (!isValidUsername(username)) throw new AppError(Code.badUsername);
  if (!isPasswordAcceptable(password)) throw new AppError(Code.weakPassword);
}

function userSettingOf(user: UserRow) {
  return {
    share_disable: user.share_disable,
    flash_disable: user.flash_disable,
    protocolVersion: user.protocol_version,
  };
}
