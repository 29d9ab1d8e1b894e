import { describe, expect, it } from 'vitest';
import {
  usageBlock,
  usageBlockKey,
  type UsageAction,
  type UsageBlock,
  type UsageFacts,
} from './usage-actions';

const mounted = { has_mount: 1, encrypted: 0, lock: 0 } as const;
const unmounted = { has_mount: 0, encrypted: 0, lock: 0 } as const;
const locked = { has_mount: 1, encrypted: 1, lock: 1 } as const;
const unlocked = { has_mount: 1, encrypted: 1, lock: 0 } as const;

describe('usageBlock', () => {
  it.each<[UsageAction, UsageFacts, UsageBlock]>([
    ['scan', { isMaster: true, pool: mounted, scanning: false }, null],
    ['scan', { isMaster: false, pool: mounted, scanning: false }, null],
    ['scan', { isMaster: true, pool: unlocked, scanning: false }, null],
    ['scan', { isMaster: true, pool: locked, scanning: false }, 'locked'],
    ['scan', { isMaster: false, pool: locked, scanning: false }, 'locked'],
    ['scan', { isMaster: true, pool: unmounted, scanning: false }, 'unmounted'],
    ['scan', { isMaster: true, pool: mounted, scanning: true }, 'running'],
    ['schedule', { isMaster: true, pool: unmounted, scanning: true }, null],
    ['schedule', { isMaster: false, pool: mounted, scanning: false }, 'masterOnly'],
    ['delete', { isMaster: true, pool: locked, scanning: false }, null],
    ['delete', { isMaster: false, pool: mounted, scanning: false }, 'masterOnly'],
  ])('%s with %j is %s', (action, facts, block) => {
    expect(usageBlock(action, facts)).toBe(block);
  });

  it('words each reason with its own text', () => {
    expect(usageBlockKey('masterOnly')).toBe('storage.masterOnly');
    expect(usageBlockKey('locked')).toBe('storage.usage.blocked.locked');
    expect(usageBlockKey('unmounted')).toBe('storage.usage.blocked.unmounted');
    expect(usageBlockKey('running')).toBe('storage.usage.blocked.running');
  });
});
