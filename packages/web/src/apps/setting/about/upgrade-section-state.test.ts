import { describe, expect, it } from 'vitest';
import { idleUpgradeRecord, Role, type UpgradeInfo, type UpgradeRecord } from '@coffer/contract';
import { upgradeSectionState, type UpgradeSectionInput } from './upgrade-section-state';

const INFO: UpgradeInfo = {
  current_version: '1.0.0',
  model: 'z2',
  release_key: true,
  key_fingerprint: '0123456789abcdef',
  max_size: 1 << 30,
};

function record(change: Partial<UpgradeRecord>): UpgradeRecord {
  return { ...idleUpgradeRecord('1.0.0'), id: 'u1', target_version: '1.1.0', ...change };
}

function state(change: Partial<UpgradeSectionInput> = {}) {
  return upgradeSectionState({
    role: Role.master,
    info: INFO,
    record: idleUpgradeRecord('1.0.0'),
    local: { kind: 'none' },
    ...change,
  });
}

describe('upgradeSectionState', () => {
  it('lets the master choose an archive when nothing waits', () => {
    expect(state()).toEqual({ stage: { kind: 'choose' }, block: null, outcome: { kind: 'none' } });
    expect(state({ record: null }).stage).toEqual({ kind: 'choose' });
  });

  it('says why the operations administrator cannot act (only the master upgrades)', () => {
    expect(state({ role: Role.devOps }).block).toBe('notMaster');
    expect(state({ role: Role.devOps, record: record({ status: 'staged' }) })).toMatchObject({
      stage: { kind: 'staged' },
      block: 'notMaster',
    });
  });

  it('says a release key must be installed first', () => {
    expect(state({ info: { ...INFO, release_key: false } }).block).toBe('noKey');
  });

  it('shows this page’s upload in bytes and percent, then the check', () => {
    expect(state({ local: { kind: 'uploading', sent: 256, total: 1024 } })).toMatchObject({
      stage: { kind: 'uploading', sent: 256, total: 1024, percent: 25 },
      block: 'busy',
    });
    expect(state({ local: { kind: 'checking' } }).stage).toEqual({ kind: 'checking' });
  });

  it('shows an archive another page sends from the record', () => {
    expect(state({ record: record({ status: 'download', downloadsize: 50, totalsize: 200 }) })).toMatchObject(
      {
        stage: { kind: 'uploading', sent: 50, total: 200, percent: 25 },
        block: 'busy',
      },
    );
    expect(state({ record: record({ status: 'check' }) }).stage).toEqual({ kind: 'checking' });
  });

  it('offers a staged archive with the current and the target version', () => {
    expect(state({ record: record({ status: 'staged' }) })).toEqual({
      stage: { kind: 'staged', id: 'u1', current: '1.0.0', target: '1.1.0' },
      block: null,
      outcome: { kind: 'none' },
    });
  });

  it.each(['install', 'reboot', 'shutdown'] as const)('waits while the device does %s', (status) => {
    expect(state({ record: record({ status }) })).toMatchObject({
      stage: { kind: 'installing' },
      block: 'busy',
    });
  });

  it('tells how the last upgrade ended, and lets the master choose again', () => {
    expect(state({ record: record({ status: 'end' }) })).toEqual({
      stage: { kind: 'choose' },
      block: null,
      outcome: { kind: 'succeeded', version: '1.1.0' },
    });
    const failed = record({ status: 'end', errcode: 'C114009', message: 'did not start' });
    expect(state({ record: failed })).toMatchObject({
      stage: { kind: 'choose' },
      outcome: { kind: 'failed', message: 'did not start' },
    });
  });
});
