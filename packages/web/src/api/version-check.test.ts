import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@coffer/contract';
import { shouldReloadForVersion } from './version-check';

describe('version reload decision', () => {
  const cases: Array<
    [name: string, serverVersion: string | null | undefined, reloadedFor: string | null, reload: boolean]
  > = [
    ['stays when the daemon runs the same version', APP_VERSION, null, false],
    ['reloads when the daemon runs another version', '2.3.2099010101', null, true],
    ['stays when the daemon did not say its version', undefined, null, false],
    ['stays when the version is empty', '', null, false],
    ['does not reload twice for the same daemon version', '2.3.2099010101', '2.3.2099010101', false],
    ['reloads again for a newer daemon version', '2.3.2099020202', '2.3.2099010101', true],
  ];
  it.each(cases)('%s', (_name, serverVersion, reloadedFor, reload) => {
    expect(
      shouldReloadForVersion({ serverVersion, appVersion: APP_VERSION, reloadedFor: () => reloadedFor }),
    ).toBe(reload);
  });

  it('reads what this tab reloaded for only when the versions differ', () => {
    const reloadedFor = vi.fn(() => null);
    shouldReloadForVersion({ serverVersion: APP_VERSION, appVersion: APP_VERSION, reloadedFor });
    expect(reloadedFor).not.toHaveBeenCalled();
    shouldReloadForVersion({ serverVersion: '2.3.2099010101', appVersion: APP_VERSION, reloadedFor });
    expect(reloadedFor).toHaveBeenCalledTimes(1);
  });
});
