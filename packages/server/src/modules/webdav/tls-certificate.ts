import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from '../../platform/exec.js';

/**
 * The WebDAV server's TLS key and self-signed certificate, made once with openssl in the service's
 * own folder (key 0600) and kept, so clients that trusted it once keep trusting it.
 */
export async function ensureCertificate(
  dir: string,
  commonName: string,
): Promise<{ key: string; cert: string }> {
  const keyFile = join(dir, 'tls-key.pem');
  const certFile = join(dir, 'tls-cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    await exec(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        `/CN=${commonName.replace(/[^\w.-]/g, '-')}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { timeoutMs: 60_000 },
    );
    chmodSync(keyFile, 0o600);
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
