import { describe, expect, it } from 'vitest';
import { scanOutcome, type ScanFacts, type ScanOutcome } from './scan-outcome';

describe('scanOutcome', () => {
  it.each<[string, ScanFacts, ScanOutcome]>([
    ['still running', { running: { id: 'j2' }, report: { jobId: 'j1' } }, 'running'],
    ['running before any report', { running: { id: 'j2' }, report: null }, 'running'],
    ['finished with its report', { running: null, report: { jobId: 'j2' } }, 'done'],
    ['ended leaving the older report', { running: null, report: { jobId: 'j1' } }, 'failed'],
    ['ended leaving no report at all', { running: null, report: null }, 'failed'],
    ['ended while another scan runs', { running: { id: 'j3' }, report: { jobId: 'j1' } }, 'failed'],
  ])('%s', (_case, facts, outcome) => {
    expect(scanOutcome('j2', facts)).toBe(outcome);
  });
});
