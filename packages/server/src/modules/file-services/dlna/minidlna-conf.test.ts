import { describe, expect, it } from 'vitest';
import { friendlyNameProblem, minidlnaConf, type MinidlnaSettings } from './minidlna-conf.js';

const settings: MinidlnaSettings = {
  port: 8200,
  friendlyName: 'Living room NAS',
  mediaDirs: ['/pool/public/Films', '/pool/public/Music, live'],
  dbDir: '/data/services/dlna/db',
  logDir: '/data/services/dlna',
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  interfaces: [],
};

describe('minidlna.conf', () => {
  it('lists each chosen folder as a media folder of every kind, with inotify on and wide links off', () => {
    const lines = minidlnaConf(settings).trimEnd().split('\n');
    expect(lines).toContain('port=8200');
    expect(lines).toContain('friendly_name=Living room NAS');
    expect(lines.filter((line) => line.startsWith('media_dir='))).toEqual([
      'media_dir=/pool/public/Films',
      'media_dir=/pool/public/Music, live',
    ]);
    expect(lines).toContain('inotify=yes');
    expect(lines).toContain('wide_links=no');
    expect(lines).toContain('db_dir=/data/services/dlna/db');
    expect(lines).toContain('log_dir=/data/services/dlna');
    expect(lines).toContain('uuid=0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(lines.some((line) => line.startsWith('network_interface='))).toBe(false);
  });

  it('names the interfaces when some are given', () => {
    expect(minidlnaConf({ ...settings, interfaces: ['lo', 'eth1'] })).toContain(
      '\nnetwork_interface=lo,eth1\n',
    );
  });

  it('refuses a value that would add a line of its own', () => {
    expect(() => minidlnaConf({ ...settings, friendlyName: 'x\nmedia_dir=/' })).toThrow(/friendly_name/);
    expect(() => minidlnaConf({ ...settings, mediaDirs: ['/pool/public/a\nb'] })).toThrow(/media_dir/);
  });
});

describe('friendly name', () => {
  it.each([
    ['Coffer', null],
    ['客厅的 NAS', null],
    ['a'.repeat(63), null],
    ['a'.repeat(64), 'at most 63 bytes (UTF-8)'],
    ['影'.repeat(22), 'at most 63 bytes (UTF-8)'],
    ['tab\there', 'control characters are not allowed'],
    ['line\r\nbreak', 'control characters are not allowed'],
  ])('%j -> %s', (name, problem) => {
    expect(friendlyNameProblem(name)).toBe(problem);
  });
});
