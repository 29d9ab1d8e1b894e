import * as accountsCalls from '@coffer/contract/calls/accounts';
import { call } from '../../api/client';

/**
 * PUSH-07: disables the account that just signed in elsewhere. Its sessions, this page's included
 * when it is the same account, end at their next call; the normal sign-out flow then shows why.
 */
export async function disableAccount({ uid }: { uid: number; username: string }): Promise<void> {
  await call(accountsCalls.disableAccount, { uid });
}
