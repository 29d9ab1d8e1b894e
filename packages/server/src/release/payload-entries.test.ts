import { describe, expect, it } from 'vitest';
import { judgePayloadListing } from './payload-entries.js';

const file = (name: string, size = 10) => `-rw-r--r-- root/root ${size} 2026-11-27 05:32 ${name}`;
const dir = (name: string) => `drwxr-xr-x root/root 0 2026-11-27 05:32 ${name}`;

describe('a payload listing', () => {
  it('accepts relative files and directories and counts their bytes', () => {
    const names = ['./', './package.json', './packages/', './packages/a.ts'];
    const verbose = [dir('./'), file('./package.json', 100), dir('./packages/'), file('./packages/a.ts', 20)];
    expect(judgePayloadListing(names, verbose, 1000)).toEqual({ ok: true, files: 2, bytes: 120 });
  });

  it.each([
    ['an absolute name', '/etc/passwd', file('/etc/passwd'), 'absolute'],
    ['a parent step', './../outside', file('./../outside'), 'parent'],
    ['a parent step in the middle', 'a/../../b', file('a/../../b'), 'parent'],
    ['a symlink', './x', 'lrwxrwxrwx root/root 0 2026-11-27 05:32 ./x -> /etc', 'type'],
    ['a hard link', './y', 'hrw-r--r-- root/root 0 2026-11-27 05:32 ./y link to ./x', 'type'],
    ['a device', './z', 'brw-r--r-- root/root 8,0 2026-11-27 05:32 ./z', 'type'],
  ])('refuses %s', (_label, name, line, why) => {
    expect(judgePayloadListing(['./ok', name], [file('./ok'), line], 1000)).toMatchObject({ ok: false, why });
  });

  it('refuses a payload that unpacks to more than the limit', () => {
    expect(judgePayloadListing(['a', 'b'], [file('a', 600), file('b', 600)], 1000)).toMatchObject({
      ok: false,
      why: 'too-large',
      entry: 'b',
    });
  });

  it('refuses an empty payload and listings that do not pair up', () => {
    expect(judgePayloadListing([], [], 1000)).toMatchObject({ ok: false, why: 'empty' });
    expect(judgePayloadListing(['a'], [], 1000)).toMatchObject({ ok: false, why: 'listing' });
  });
});
