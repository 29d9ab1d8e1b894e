/**
 * Paths an attacker would try, as alice (an ordinary user) sends them. `expect` is the code each
 * call must answer, per call or for all four; a call with no code given may succeed, and then it
 * must have stayed inside alice's roots. `{bob}` is bob's user id, `{pool}` the pool's files folder.
 */
export type Op = 'list' | 'stat' | 'mkdir' | 'rename';
export type Expect = string | Partial<Record<Op, string>>;

export interface HostilePath {
  what: string;
  path: string;
  expect: Expect;
}

const OUT = 'C116002';
const INVALID = 'C116001';
const MISSING = 'C116003';
const LINK_OUT = 'C116018';
/** Reading through a link that leads out is refused; renaming the link itself is not. */
const LINK_SELF = { list: LINK_OUT, stat: LINK_OUT, mkdir: LINK_OUT } as const;

const long = (bytes: number) => '/home/' + 'a'.repeat(bytes - '/home/'.length);
const deep = '/home/' + Array.from({ length: 21 }, () => 'd'.repeat(200)).join('/');

export const HOSTILE_PATHS: readonly HostilePath[] = [
  // Traversal as segments.
  { what: 'parent of home', path: '/home/..', expect: OUT },
  { what: 'into a sibling home', path: '/home/../{bob}', expect: OUT },
  { what: 'to the system folder', path: '/home/../../.coffer', expect: OUT },
  { what: 'from the top', path: '/../etc', expect: OUT },
  { what: 'dot segment', path: '/home/./docs', expect: OUT },
  { what: 'traversal at the end', path: '/home/docs/..', expect: OUT },
  { what: 'traversal after a file', path: '/home/docs/note.txt/../../..', expect: OUT },
  { what: 'public then home', path: '/public/../home', expect: OUT },
  { what: 'group into group', path: '/public/shelf/../team', expect: OUT },
  { what: 'many parents', path: '/home/' + '../'.repeat(30) + 'etc/passwd', expect: OUT },
  // Encoded traversal: never decoded, so a name that does not exist.
  { what: 'percent-encoded dots', path: '/home/%2e%2e', expect: MISSING },
  { what: 'percent-encoded dots to bob', path: '/home/%2e%2e/{bob}', expect: MISSING },
  { what: 'double-encoded dots', path: '/home/%252e%252e/{bob}', expect: MISSING },
  { what: 'encoded slash', path: '/home/..%2f{bob}', expect: MISSING },
  { what: 'encoded both', path: '/home/%2e%2e%2f%2e%2e%2fetc', expect: MISSING },
  { what: 'upper-case encoding', path: '/home/%2E%2E/%2E%2E/etc', expect: MISSING },
  { what: 'IIS unicode escape', path: '/home/%u002e%u002e/etc', expect: MISSING },
  { what: 'overlong UTF-8 as text', path: '/home/%c0%ae%c0%ae/{bob}', expect: MISSING },
  {
    what: 'overlong UTF-8 decoded as Latin-1',
    path: '/home/\u00c0\u00ae\u00c0\u00ae/{bob}',
    expect: MISSING,
  },
  { what: 'backslash traversal', path: '/home/..\\{bob}', expect: MISSING },
  { what: 'backslashes only', path: '/home\\..\\..\\etc', expect: OUT },
  { what: 'backslash root', path: '\\home\\docs', expect: INVALID },
  { what: 'fullwidth dots', path: '/home/\uff0e\uff0e/{bob}', expect: MISSING },
  { what: 'two-dot leader', path: '/home/\u2025/{bob}', expect: MISSING },
  { what: 'one-dot leaders', path: '/home/\u2024\u2024/etc', expect: MISSING },
  { what: 'fullwidth solidus', path: '/home/..\uff0f{bob}', expect: MISSING },
  { what: 'NFD twin of an NFC name', path: '/home/cafe\u0301.txt', expect: MISSING },
  { what: 'NFC name itself', path: '/home/caf\u00e9.txt', expect: { list: 'C116022', mkdir: 'C116022' } },
  // NUL and control characters.
  { what: 'NUL then traversal', path: '/home/docs\u0000/../../etc', expect: INVALID },
  { what: 'NUL after root', path: '/home\u0000', expect: INVALID },
  { what: 'start of heading', path: '/home/\u0001', expect: INVALID },
  { what: 'newline', path: '/home/a\nb', expect: INVALID },
  { what: 'carriage return', path: '/home/docs\r', expect: INVALID },
  { what: 'delete', path: '/home/\u007f', expect: INVALID },
  { what: 'escape sequence', path: '/home/\u001b[31m', expect: INVALID },
  { what: 'tab', path: '/home/\tdocs', expect: INVALID },
  // Lengths.
  { what: 'path of 4097 bytes', path: long(4097), expect: INVALID },
  { what: 'path of 8000 bytes', path: long(8000), expect: INVALID },
  { what: 'deep path over 4096 bytes', path: deep, expect: INVALID },
  { what: 'name of 256 bytes', path: '/home/' + 'n'.repeat(256), expect: INVALID },
  { what: 'name of 258 UTF-8 bytes', path: '/home/' + '\u20ac'.repeat(86), expect: INVALID },
  { what: 'name of 255 bytes', path: '/home/' + 'n'.repeat(255), expect: MISSING },
  // Symlinks.
  { what: 'link to bob (absolute)', path: '/home/link-bob', expect: LINK_SELF },
  { what: 'link to bob (relative)', path: '/home/link-bob-rel', expect: LINK_SELF },
  { what: 'file through a link to bob', path: '/home/link-bob/bob-secret.txt', expect: LINK_OUT },
  { what: 'link to /etc', path: '/home/link-etc', expect: LINK_SELF },
  { what: 'link to /etc, trailing slash', path: '/home/link-etc/', expect: LINK_SELF },
  { what: 'file through a link to /etc', path: '/home/link-etc/passwd', expect: LINK_OUT },
  { what: 'link to /etc/passwd', path: '/home/link-passwd', expect: LINK_SELF },
  { what: 'link to the system folder', path: '/home/link-coffer', expect: LINK_SELF },
  { what: 'link to the homes folder', path: '/home/link-up', expect: LINK_SELF },
  { what: 'bob through the homes link', path: '/home/link-up/{bob}/bob-secret.txt', expect: LINK_OUT },
  { what: 'symlinked parent deeper down', path: '/home/docs/link-parent-out/passwd', expect: LINK_OUT },
  { what: 'symlink loop', path: '/home/loop-a', expect: { list: INVALID, stat: INVALID, mkdir: INVALID } },
  { what: 'through a symlink loop', path: '/home/loop-a/x', expect: INVALID },
  {
    what: 'link to itself',
    path: '/home/self-loop',
    expect: { list: INVALID, stat: INVALID, mkdir: INVALID },
  },
  { what: 'dangling link out', path: '/home/link-dangling', expect: { list: MISSING, mkdir: MISSING } },
  { what: 'link inside the home', path: '/home/link-docs', expect: {} },
  // Roots the caller may not use.
  { what: 'group folder without a permit', path: '/public/team', expect: OUT },
  { what: 'inside a group folder without a permit', path: '/public/team/plan.txt', expect: OUT },
  { what: 'group folder in other case', path: '/public/TEAM', expect: MISSING },
  { what: 'no such group folder', path: '/public/nosuch', expect: MISSING },
  { what: 'external disks root', path: '/external', expect: OUT },
  { what: 'an external disk', path: '/external/0b1c2d3e-0000-4000-8000-000000000000', expect: OUT },
  { what: 'external traversal', path: '/external/../home', expect: OUT },
  { what: "another user's home by id", path: '/home/{bob}', expect: MISSING },
  { what: 'homes folder', path: '/homes/{bob}', expect: OUT },
  { what: 'bare user id', path: '/{bob}', expect: OUT },
  { what: 'system folder', path: '/.coffer', expect: OUT },
  { what: 'a copy in progress in home', path: '/home/.coffer-part-1-report.pdf', expect: OUT },
  { what: 'an entry set aside, other case', path: '/home/.COFFER-old-2-notes', expect: OUT },
  { what: 'real path of the pool', path: '{pool}/homes/{bob}', expect: OUT },
  { what: '/etc', path: '/etc/passwd', expect: OUT },
  { what: '/proc', path: '/proc/self/root/etc', expect: OUT },
  { what: 'file URL', path: 'file:///etc/passwd', expect: INVALID },
  { what: 'the top', path: '/', expect: OUT },
  { what: 'only slashes', path: '///', expect: OUT },
  { what: 'relative', path: 'home/docs', expect: INVALID },
  { what: 'tilde', path: '~', expect: INVALID },
  { what: 'tilde user', path: '/~bob', expect: OUT },
  { what: 'empty', path: '', expect: 'C100422' },
  // Odd spellings of places alice may use: they stay inside.
  { what: 'double slash root', path: '//home', expect: { rename: 'C116026' } },
  { what: 'double slashes inside', path: '//home//docs', expect: {} },
  { what: 'trailing slashes', path: '/home/docs///', expect: {} },
  { what: 'home with trailing slash', path: '/home/', expect: { rename: 'C116026' } },
  { what: 'read-only group folder', path: '/public/shelf', expect: { mkdir: 'C116004', rename: 'C116026' } },
];
