import { remainingDays, type RemoteHelpStatus } from '@coffer/contract';
import type { OpenAssistance } from './remote-help-store.js';

export interface StatusFacts {
  nowMs: number;
  nasid: string;
  supportPhone: string;
  /** Only the master reads the authorisation code and when it was made (RHELP-03). */
  isMaster: boolean;
}

/** True while an opened assistance has not reached its end. */
export function isOpen(state: OpenAssistance | null, nowMs: number): state is OpenAssistance {
  return state !== null && remainingDays(state.expireAt, nowMs) > 0;
}

/** getRhelpStatus's answer from the stored state: an ended assistance reads closed. */
export function statusOf(state: OpenAssistance | null, facts: StatusFacts): RemoteHelpStatus {
  const base = { nasid: facts.nasid, support_phone: facts.supportPhone };
  if (!isOpen(state, facts.nowMs)) {
    return { ...base, switch: 'closed', expire_at: 0, days: 0, ctime: 0, pwd: '' };
  }
  return {
    ...base,
    switch: 'open',
    expire_at: state.expireAt,
    days: remainingDays(state.expireAt, facts.nowMs),
    ctime: facts.isMaster ? state.ctime : 0,
    pwd: facts.isMaster ? state.pwd : '',
  };
}
