import { describe, expect, it } from 'vitest';
import { usagePath } from './use-usage-pool';

describe('usagePath', () => {
  it.each([
    ['summary', undefined, undefined, '/storageManage/useAnalysis'],
    ['summary', 'pool-1', undefined, '/storageManage/useAnalysis?pid=pool-1'],
    ['config', 'pool-1', undefined, '/storageManage/useAnalysisConfig?pid=pool-1'],
    ['reports', 'pool-1', undefined, '/storageManage/useAnalysisReport?pid=pool-1'],
    ['reports', 'pool-1', 7, '/storageManage/useAnalysisReport?pid=pool-1&id=7'],
  ] as const)('%s of %s, report %s → %s', (tab, pid, id, path) => {
    expect(usagePath('/storageManage', tab, pid, id)).toBe(path);
  });
});
