import { Code } from '@coffer/contract';
import { accepted, refused, wholeRequest, type Checked } from '../validation/checked.js';
import type { PoolRecord } from './pool-record.js';

/**
 * A pool an action may work on: recorded and made. Refused as a whole before any rule: an unknown
 * pool (C102022), one still being created (C104001).
 */
export function readyPool(pool: PoolRecord | undefined): Checked<PoolRecord> {
  if (!pool) return refused([wholeRequest(Code.poolNotFound)]);
  if (pool.state !== 'ready') return refused([wholeRequest(Code.poolBusy)]);
  return accepted(pool);
}
