import { describe, expect, it } from 'vitest';
import { parseReplaceStatus } from './parse-replace-status.js';
import { recordedOutput } from './recorded-output.js';

const replace = (name: string) => parseReplaceStatus(recordedOutput(name).output);

describe('parseReplaceStatus', () => {
  it('reads a pool that never replaced a disk', () => {
    expect(replace('replace-status-never')).toMatchObject({ state: 'never', percent: null });
  });

  it('reads the progress of a running replace', () => {
    const status = replace('replace-status-running');
    expect(status).toMatchObject({ state: 'running', writeErrors: 0, uncorrectableReadErrors: 0 });
    expect(status!.percent).toBeGreaterThan(0);
    expect(status!.percent).toBeLessThan(100);
    expect(parseReplaceStatus('45.3% done, 2 write errs, 0 uncorr. read errs\n')).toEqual({
      state: 'running',
      percent: 45.3,
      startedAt: null,
      stoppedAt: null,
      writeErrors: 2,
      uncorrectableReadErrors: 0,
    });
  });

  it.each(['replace-status-finished', 'replace-status-missing-finished'])(
    'reads a finished replace (%s)',
    (name) => {
      expect(replace(name)).toMatchObject({
        state: 'finished',
        percent: 100,
        startedAt: expect.stringMatching(/^\d+\.\w+ \d{2}:\d{2}:\d{2}$/),
        stoppedAt: expect.stringMatching(/^\d+\.\w+ \d{2}:\d{2}:\d{2}$/),
        writeErrors: 0,
        uncorrectableReadErrors: 0,
      });
    },
  );

  it('reads a cancelled replace', () => {
    expect(replace('replace-status-canceled')).toMatchObject({ state: 'canceled', percent: 0 });
  });

  it('reads a suspended replace with errors', () => {
    const output =
      'Started on 22.Nov 00:18:30, suspended on 22.Nov 00:19:02 at 37.5%, 3 write errs, 1 uncorr. read errs\n';
    expect(parseReplaceStatus(output)).toMatchObject({
      state: 'suspended',
      percent: 37.5,
      writeErrors: 3,
      uncorrectableReadErrors: 1,
    });
  });
});
