import { describe, expect, it } from 'vitest';
import { refusedField, sameConfig } from './config-check';

describe('refusedField', () => {
  it.each([
    ['samba', { port: 445, encryption: 'desired', minProtocol: 'SMB2' }, null],
    ['samba', { port: 0, encryption: 'desired', minProtocol: 'SMB2' }, 'port'],
    ['samba', { port: null, encryption: 'off', minProtocol: 'SMB3' }, 'port'],
    ['samba', { port: 70000, encryption: 'off', minProtocol: 'SMB3' }, 'port'],
    ['ftp', { port: 21, passivePorts: [50000, 50100], tls: 'allowed' }, null],
    ['ftp', { port: 21, passivePorts: [50100, 50000], tls: 'allowed' }, 'passivePorts'],
    ['ftp', { port: 21, passivePorts: [null, 50000], tls: 'off' }, 'passivePorts'],
    ['webdav', { port: 8080, https: false }, null],
    ['webdav', { port: 8080.5, https: false }, 'port'],
    ['dlna', { port: 8200, friendlyName: 'Coffer', folders: [3] }, null],
    ['dlna', { port: 8200, friendlyName: '   ', folders: [] }, 'friendlyName'],
    ['dlna', { port: 8200, friendlyName: 'x'.repeat(65), folders: [] }, 'friendlyName'],
  ] as const)('checks %s %j: %s', (name, draft, field) => {
    expect(refusedField(name, draft)).toBe(field);
  });
});

describe('sameConfig', () => {
  it('tells a changed configuration from the saved one', () => {
    expect(sameConfig({ port: 21, tls: 'off' }, { port: 21, tls: 'off' })).toBe(true);
    expect(sameConfig({ port: 21, tls: 'off' }, { port: 21, tls: 'required' })).toBe(false);
  });
});
