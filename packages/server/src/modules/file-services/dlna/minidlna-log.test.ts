import { mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastLogProblem, lastRun, logSince, saysListening } from './minidlna-log.js';

// Lines as minidlna 1.3.0 wrote them on this machine when its port was taken.
const TAKEN = [
  'minidlna.c:1126: warn: Starting MiniDLNA version 1.3.0.',
  'minidlna.c:138: error: bind(http): Address already in use',
  'minidlna.c:1185: fatal: Failed to open socket for HTTP. EXITING',
  '',
].join('\n');

const STARTED = [
  'minidlna.c:1126: warn: Starting MiniDLNA version 1.3.0.',
  'minidlna.c:393: warn: Creating new database at /data/services/dlna/db/files.db',
  'minidlna.c:1186: warn: HTTP listening on port 18200',
  'metadata.c:715: warn: Opening /pool/public/Films/junk.avi failed! [Invalid data found when processing input]',
  '',
].join('\n');

describe('minidlna log', () => {
  it('gives the cause and the outcome of a failed start', () => {
    expect(lastLogProblem(TAKEN)).toBe(
      'bind(http): Address already in use; Failed to open socket for HTTP. EXITING',
    );
  });

  it('finds no problem in warnings', () => {
    expect(lastLogProblem(STARTED)).toBeNull();
  });

  it('judges a run by its own lines', () => {
    expect(lastRun(TAKEN + STARTED)).toBe(STARTED);
    expect(lastLogProblem(lastRun(TAKEN + STARTED))).toBeNull();
    expect(lastRun(STARTED + TAKEN)).toBe(TAKEN);
    expect(lastRun('no start line\n')).toBe('no start line\n');
  });

  it('tells when the port is open', () => {
    expect(saysListening(STARTED, 18200)).toBe(true);
    expect(saysListening(STARTED, 1820)).toBe(false);
    expect(saysListening(TAKEN, 18200)).toBe(false);
  });

  const dir = mkdtempSync(join(tmpdir(), 'coffer-minidlna-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads only what was written since a run began', () => {
    const log = join(dir, 'minidlna.log');
    writeFileSync(log, TAKEN);
    const offset = TAKEN.length;
    appendFileSync(log, STARTED);
    expect(lastLogProblem(logSince(log, offset))).toBeNull();
    expect(logSince(log, offset)).toBe(STARTED);
    expect(logSince(log, 0, 10)).toBe(STARTED.slice(-10));
    expect(logSince(join(dir, 'missing.log'), 0)).toBe('');
  });
});
