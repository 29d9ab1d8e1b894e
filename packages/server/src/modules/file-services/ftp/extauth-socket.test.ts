import { describe, expect, it } from 'vitest';
import { parseRequest, reply } from './extauth-socket.js';

describe("pure-ftpd's extauth exchange", () => {
  it('reads a request only once its end line has come', () => {
    const text =
      'account:alice\npassword:pa:ss\nlocalhost:127.0.0.1\nlocalport:2121\npeer:127.0.0.2\nsni_name:\nencrypted:1\n';
    expect(parseRequest(text)).toBeNull();
    expect(parseRequest(`${text}end\n`)).toEqual({
      account: 'alice',
      password: 'pa:ss',
      peer: '127.0.0.2',
      localPort: 2121,
      encrypted: true,
    });
  });

  it('keeps the first of a repeated field, so a password cannot replace the account', () => {
    const request = parseRequest('account:alice\npassword:x\naccount:root\npeer:127.0.0.1\nend\n');
    expect(request?.account).toBe('alice');
  });

  it('answers a refusal that ends the sign-in, and an acceptance with a chroot', () => {
    expect(reply(null)).toBe('auth_ok:-1\nend\n');
    expect(reply({ uid: 1_900_003, gid: 1_900_003, dir: '/pool/.coffer/ftp-views/3/./' })).toBe(
      'auth_ok:1\nuid:1900003\ngid:1900003\ndir:/pool/.coffer/ftp-views/3/./\nslow_tilde_expansion:1\nend\n',
    );
  });
});
