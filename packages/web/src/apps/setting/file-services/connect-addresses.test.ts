import { describe, expect, it } from 'vitest';
import { connectAddresses } from './connect-addresses';

describe('connectAddresses', () => {
  it.each([
    ['samba', 'nas.local', [445], false, ['\\\\nas.local', 'smb://nas.local']],
    ['samba', '192.168.1.20', [4450], false, ['smb://192.168.1.20:4450']],
    ['samba', '[fd00::2]', [445], false, ['smb://[fd00::2]']],
    ['ftp', 'nas.local', [21], false, ['ftp://nas.local']],
    ['ftp', 'nas.local', [2121, 50000], false, ['ftp://nas.local:2121']],
    ['webdav', 'nas.local', [8080], false, ['http://nas.local:8080/']],
    ['webdav', 'nas.local', [8443], true, ['https://nas.local:8443/']],
    ['webdav', 'nas.local', [443], true, ['https://nas.local/']],
    ['dlna', 'nas.local', [8200], false, []],
  ] as const)('gives %s at %s on %j (https %s) as %j', (name, host, ports, https, expected) => {
    expect(connectAddresses(name, host, ports, https)).toEqual(expected);
  });

  it('gives nothing while the service has no port', () => {
    expect(connectAddresses('samba', 'nas.local', [])).toEqual([]);
  });
});
