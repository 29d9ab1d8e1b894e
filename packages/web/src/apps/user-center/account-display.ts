import { Role, type AccountEntry, type MainRole } from '@coffer/contract';

/** Runs of 11 digits (a mobile number) keep their first 3 and last 4 (ROLE-06). */
export function maskPhoneLike(text: string): string {
  return text.replace(/\d{11}/g, (digits) => `${digits.slice(0, 3)}****${digits.slice(7)}`);
}

/**
 * How an account is named (spec 1 §6, ROLE-06): the super administrator sees the username with the
 * nickname or remark; others see the remark or nickname with the username, phone-like digits masked.
 */
export function accountLabel(
  entry: Pick<AccountEntry, 'username' | 'nickname' | 'remark'>,
  viewer: MainRole,
) {
  if (viewer === Role.master) {
    const extra = entry.nickname && entry.nickname !== entry.username ? entry.nickname : entry.remark;
    return { primary: entry.username, secondary: extra };
  }
  const name = entry.remark || entry.nickname;
  return {
    primary: maskPhoneLike(name || entry.username),
    secondary: name ? maskPhoneLike(entry.username) : '',
  };
}

export function roleKey(mainRole: MainRole): 'master' | 'devOps' | 'user' {
  if (mainRole === Role.master) return 'master';
  if (mainRole === Role.devOps) return 'devOps';
  return 'user';
}

/** Case-insensitive match on username, nickname and remark. */
export function matches(entry: AccountEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [entry.username, entry.nickname, entry.remark].some((text) => text.toLowerCase().includes(q));
}
