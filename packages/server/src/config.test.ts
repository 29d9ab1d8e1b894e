import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'coffer-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const writeConfig = (config: unknown) => writeFileSync(join(dataDir, 'config.json'), JSON.stringify(config));

describe('the bays configuration', () => {
  it('gives a new data directory the default disks unless told none, by flag, environment or file', () => {
    expect(loadConfig(['--data', dataDir], {}).bays).toBe('default');
    expect(loadConfig(['--data', dataDir, '--bays', 'none'], {}).bays).toBe('none');
    expect(loadConfig(['--data', dataDir], { COFFER_BAYS: 'none' }).bays).toBe('none');
    writeConfig({ bays: 'none' });
    expect(loadConfig(['--data', dataDir], {}).bays).toBe('none');
    expect(loadConfig(['--data', dataDir, '--bays', 'default'], {}).bays).toBe('default');
    expect(() => loadConfig(['--data', dataDir, '--bays', 'some'], {})).toThrow(/invalid bays/);
  });

  it('reads real disks assigned to bays and refuses a typo at start', () => {
    expect(loadConfig(['--data', dataDir], {}).realBays).toEqual({});
    writeConfig({ realBays: { sata3: '/dev/disk/by-id/ata-WDC_WD40EFRX_WD-WCC7K0123456' } });
    expect(loadConfig(['--data', dataDir], {}).realBays).toEqual({
      sata3: '/dev/disk/by-id/ata-WDC_WD40EFRX_WD-WCC7K0123456',
    });
    writeConfig({ realBays: { sata9: '/dev/sdb' } });
    expect(() => loadConfig(['--data', dataDir], {})).toThrow(/sata9 is not a bay slot/);
    writeConfig({ realBays: { sata1: 'sdb' } });
    expect(() => loadConfig(['--data', dataDir], {})).toThrow(/under \/dev\//);
    writeConfig({ realBays: ['/dev/sdb'] });
    expect(() => loadConfig(['--data', dataDir], {})).toThrow(/map bay slots/);
  });
});

describe('the temperature sample interval', () => {
  it('is the default unless the environment shortens it, never below a second', () => {
    expect(loadConfig(['--data', dataDir], {}).temperatureSampleMs).toBeUndefined();
    expect(
      loadConfig(['--data', dataDir], { COFFER_TEMPERATURE_SAMPLE_MS: '2000' }).temperatureSampleMs,
    ).toBe(2000);
    expect(() => loadConfig(['--data', dataDir], { COFFER_TEMPERATURE_SAMPLE_MS: '10' })).toThrow(
      /at least 1000/,
    );
    expect(() => loadConfig(['--data', dataDir], { COFFER_TEMPERATURE_SAMPLE_MS: 'soon' })).toThrow(
      /at least 1000/,
    );
  });
});

describe('the provider', () => {
  it('is none by default, and read from the file or the environment', () => {
    expect(loadConfig(['--data', dataDir], {}).provider).toEqual({ url: '', supportPhone: '' });
    writeConfig({ provider: { url: 'https://help.example.com/api/', supportPhone: '400-000-0000' } });
    expect(loadConfig(['--data', dataDir], {}).provider).toEqual({
      url: 'https://help.example.com/api',
      supportPhone: '400-000-0000',
    });
    expect(
      loadConfig(['--data', dataDir], { COFFER_PROVIDER_URL: 'http://10.0.0.9:8080' }).provider?.url,
    ).toBe('http://10.0.0.9:8080');
  });

  it('refuses an address that is not http or https at start', () => {
    writeConfig({ provider: { url: 'ftp://help.example.com' } });
    expect(() => loadConfig(['--data', dataDir], {})).toThrow(/invalid provider url/);
    expect(() => loadConfig(['--data', dataDir], { COFFER_PROVIDER_URL: 'help' })).toThrow(
      /invalid provider url/,
    );
    writeConfig({ provider: 'https://help.example.com' });
    expect(() => loadConfig(['--data', dataDir], {})).toThrow(/invalid provider/);
  });
});

describe('the DLNA interfaces', () => {
  it('are every interface but loopback unless named, and a bad name stops the start', () => {
    expect(loadConfig(['--data', dataDir], {}).dlnaInterfaces).toBeUndefined();
    expect(loadConfig(['--data', dataDir], { COFFER_DLNA_INTERFACES: 'lo' }).dlnaInterfaces).toEqual(['lo']);
    writeConfig({ dlnaInterfaces: 'eth0, br-lan' });
    expect(loadConfig(['--data', dataDir], {}).dlnaInterfaces).toEqual(['eth0', 'br-lan']);
    expect(() => loadConfig(['--data', dataDir], { COFFER_DLNA_INTERFACES: 'eth0\nmedia_dir=/' })).toThrow(
      /invalid DLNA interface/,
    );
  });
});
