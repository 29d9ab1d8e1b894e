import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTIONS } from '@coffer/contract';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const literals = (text: string) => [...text.matchAll(/'([^'\n]+)'/g)].map((match) => match[1]!);

/**
 * The places an act's name is written: `action: '…'`, the first argument of the services' audit
 * helpers (`audited(act, '…'`, `onTarget(act, … ? '…' : '…'`), the security service's own helper
 * (which prefixes `security.`) and the admin command line's table of names.
 */
function writtenActions(file: string, text: string): string[] {
  const found = [...text.matchAll(/action:\s*'([^']+)'/g)].map((match) => match[1]!);
  for (const match of text.matchAll(/(?:audited|onTarget)\(\s*act,\s*([^,]+),/g))
    found.push(...literals(match[1]!));
  if (file.endsWith('security-service.ts')) {
    for (const match of text.matchAll(/this\.(?:audit|changed)\(\s*([^,]+),/g))
      found.push(...literals(match[1]!).map((name) => `security.${name}`));
  }
  if (file.endsWith('admin-commands.ts')) {
    for (const match of text.matchAll(/'user\.[a-z-]+':\s*'([^']+)'/g)) found.push(match[1]!);
  }
  return found;
}

/** Names built from a template, and every name each can become (a new template fails the test). */
const TEMPLATES: Record<string, string[]> = {
  "pool.${payload.action === 'dilate' ? 'expand' : payload.action === 'new' ? 'create' : payload.action}": [
    'pool.expand',
    'pool.create',
    'pool.repair',
    'pool.rcache',
    'pool.rwcache',
  ],
  'power.${action}': ['power.reboot', 'power.shutdown'],
  'security.${action}': [],
};

/** A file that writes audit rows (or builds them for a writer) says so through one of these. */
const WRITES_AUDIT =
  /auditAct\(|audited\(|audit\??\.record\(|this\.audit\(|this\.record\(|RequestAct|AuditEvent/;

describe('the list of audit actions', () => {
  const files = sourceFiles(SRC)
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => WRITES_AUDIT.test(text));
  const listed = new Set<string>(AUDIT_ACTIONS);

  it('names every action the daemon writes', () => {
    const missing = files.flatMap(({ file, text }) =>
      writtenActions(file, text)
        .filter((action) => /^[a-z]/.test(action) && !listed.has(action))
        .map((action) => `${relative(SRC, file)}: ${action}`),
    );
    expect(missing).toEqual([]);
  });

  it('knows every action built from a template, and what it can become', () => {
    const templates = files.flatMap(({ text }) =>
      [...text.matchAll(/action:\s*`([^`]+)`/g)].map((match) => match[1]!),
    );
    expect(new Set(templates)).toEqual(new Set(Object.keys(TEMPLATES)));
    for (const action of Object.values(TEMPLATES).flat()) expect(listed).toContain(action);
  });

  it('finds the acts in the source at all (the scan is not blind)', () => {
    const all = new Set(files.flatMap(({ file, text }) => writtenActions(file, text)));
    for (const action of ['signin.ok', 'user.disable', 'security.block.add', 'group.members', 'user.create'])
      expect(all).toContain(action);
  });
});
