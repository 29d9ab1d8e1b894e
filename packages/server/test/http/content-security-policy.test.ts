import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
const webDir = mkdtempSync(join(tmpdir(), 'coffer-web-'));
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<html><head></head><body></body></html>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'export {};');
  test = await startTestDevice(undefined, { webDir });
});
afterAll(async () => {
  await test.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the Content-Security-Policy', () => {
  it.each(['/home/', '/home/storageManage/sata', '/home/assets/app.js', '/healthcheck', '/no/such/path'])(
    'comes with %s: scripts from the daemon only, none inline, no plugins, no framing by others',
    async (path) => {
      const response = await test.raw(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        policy.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'self'");
      expect(directives.get('frame-ancestors')).toBe("'self'");
    },
  );
});
