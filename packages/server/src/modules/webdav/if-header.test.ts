import { describe, expect, it } from 'vitest';
import { IfHeaderError, parseIfHeader, submittedTokens } from './if-header.js';

describe('parseIfHeader', () => {
  it('reads untagged lists with tokens, entity tags and Not', () => {
    const lists = parseIfHeader('(<opaquelocktoken:a> ["e1"]) (Not <DAV:no-lock> [W/"e2"])');
    expect(lists).toEqual([
      {
        resource: undefined,
        conditions: [
          { not: false, kind: 'token', value: 'opaquelocktoken:a' },
          { not: false, kind: 'etag', value: '"e1"' },
        ],
      },
      {
        resource: undefined,
        conditions: [
          { not: true, kind: 'token', value: 'DAV:no-lock' },
          { not: false, kind: 'etag', value: 'W/"e2"' },
        ],
      },
    ]);
    expect([...submittedTokens(lists)]).toEqual(['opaquelocktoken:a']);
  });

  it('reads tagged lists', () => {
    const lists = parseIfHeader('<http://h/a/b> (<opaquelocktoken:x>) <http://h/c> (["e"])');
    expect(lists.map((list) => list.resource)).toEqual(['http://h/a/b', 'http://h/c']);
  });

  it.each(['', 'x', '(', '()', '(<a>', '<http://h/a>', '(<a>) <http://h/b> (<c>)', '(Not)'])(
    'refuses %j',
    (header) => {
      expect(() => parseIfHeader(header)).toThrow(IfHeaderError);
    },
  );
});
