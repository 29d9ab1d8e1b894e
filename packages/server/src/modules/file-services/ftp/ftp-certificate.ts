import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { exec } from '../../../platform/exec.js';

export interface FtpCertificate {
  /** Key and certificate in one file, as pure-ftpd's `--certfile` takes them. */
  file: string;
  /** SHA-256 of the certificate, `AB:CD:…`, for a person to compare with what the client shows. */
  fingerprint: string;
}

/**
 * FTPS's certificate: made once under the service folder (self-signed, ten years) and kept, so
 * clients that trusted it keep trusting it across restarts.
 */
export async function ftpCertificate(serviceDir: string): Promise<FtpCertificate> {
  const file = join(serviceDir, 'tls.pem');
  if (!existsSync(file)) {
    const making = `${file}.new`;
    await exec('openssl', [
      'req',
      '-x509',
      '-nodes',
      '-newkey',
      'rsa:2048',
      '-sha256',
      '-days',
      '3650',
      '-subj',
      '/CN=Coffer FTP',
      '-keyout',
      making,
      '-out',
      making,
    ]);
    await rename(making, file);
  }
  const { stdout } = await exec('openssl', ['x509', '-in', file, '-noout', '-fingerprint', '-sha256']);
  const fingerprint = stdout.trim().replace(/^.*=/, '');
  return { file, fingerprint };
}
