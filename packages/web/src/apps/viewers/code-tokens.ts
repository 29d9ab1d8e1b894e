/**
 * Enough syntax awareness to read code: comments, strings, numbers and keywords, line by line,
 * with block comments carried across lines. Not a parser; the text itself is never changed.
 */
export type TokenKind = 'plain' | 'comment' | 'string' | 'number' | 'keyword';
export interface Token {
  kind: TokenKind;
  text: string;
}

interface Syntax {
  line: string[];
  block: [string, string] | null;
  keywords: ReadonlySet<string>;
}

const C_KEYWORDS = new Set(
  (
    'abstract async await break case catch class const continue default delete do else enum export extends ' +
    'false final finally fn for func function go if impl implements import in instanceof interface let match ' +
    'mod module mut new null package private protected pub public return self static struct super switch ' +
    'this throw true try type typeof use var void while yield def elif except from lambda None True False ' +
    'pass raise with as is not and or fi then esac done echo local int long char float double bool string'
  ).split(' '),
);
const SQL_KEYWORDS = new Set(
  'select from where insert into update delete create table drop alter join left right inner outer on group by order having limit and or not null values set as'.split(
    ' ',
  ),
);

const C_LIKE: Syntax = { line: ['//'], block: ['/*', '*/'], keywords: C_KEYWORDS };
const HASH: Syntax = { line: ['#'], block: null, keywords: C_KEYWORDS };
const SQL: Syntax = { line: ['--'], block: ['/*', '*/'], keywords: SQL_KEYWORDS };
const MARKUP: Syntax = { line: [], block: ['<!--', '-->'], keywords: new Set() };
const PLAIN: Syntax = { line: [], block: null, keywords: new Set() };

const BY_EXTENSION: Record<string, Syntax> = {};
for (const ext of 'js mjs cjs jsx ts tsx java c h cc cpp hpp cs go rs kt swift php css scss less json jsonc dart scala groovy'.split(
  ' ',
))
  BY_EXTENSION[ext] = C_LIKE;
for (const ext of 'py sh bash zsh rb pl r yaml yml toml conf ini cfg properties dockerfile makefile mk ps1'.split(
  ' ',
))
  BY_EXTENSION[ext] = HASH;
BY_EXTENSION.sql = SQL;
for (const ext of 'html htm xml svg vue md'.split(' ')) BY_EXTENSION[ext] = MARKUP;

export function syntaxOf(extension: string): Syntax {
  return BY_EXTENSION[extension] ?? PLAIN;
}

const WORD = /^[A-Za-z_$][\w$]*/;
const NUMBER = /^(0x[\da-fA-F]+|\d+(\.\d+)?([eE][+-]?\d+)?)/;

/** Tokens of every line; `inBlock` carries an open block comment to the next line. */
export function tokenizeLines(lines: readonly string[], syntax: Syntax): Token[][] {
  let inBlock = false;
  return lines.map((line) => {
    const result = tokenizeLine(line, syntax, inBlock);
    inBlock = result.inBlock;
    return result.tokens;
  });
}

export function tokenizeLine(
  line: string,
  syntax: Syntax,
  startInBlock = false,
): { tokens: Token[]; inBlock: boolean } {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    if (!text) return;
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else tokens.push({ kind, text });
  };
  let index = 0;
  let inBlock = startInBlock;
  while (index < line.length) {
    const rest = line.slice(index);
    if (inBlock && syntax.block) {
      const end = rest.indexOf(syntax.block[1]);
      if (end < 0) {
        push('comment', rest);
        return { tokens, inBlock: true };
      }
      push('comment', rest.slice(0, end + syntax.block[1].length));
      index += end + syntax.block[1].length;
      inBlock = false;
      continue;
    }
    if (syntax.block && rest.startsWith(syntax.block[0])) {
      inBlock = true;
      push('comment', syntax.block[0]);
      index += syntax.block[0].length;
      continue;
    }
    if (syntax.line.some((marker) => rest.startsWith(marker))) {
      push('comment', rest);
      break;
    }
    const char = rest[0]!;
    if ((char === '"' || char === "'" || char === '`') && syntax !== PLAIN && syntax !== MARKUP) {
      let end = 1;
      while (end < rest.length && rest[end] !== char) end += rest[end] === '\\' ? 2 : 1;
      push('string', rest.slice(0, end + 1));
      index += end + 1;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      const keyword = syntax.keywords.has(syntax === SQL ? word[0].toLowerCase() : word[0]);
      push(keyword ? 'keyword' : 'plain', word[0]);
      index += word[0].length;
      continue;
    }
    const number = syntax === PLAIN ? null : NUMBER.exec(rest);
    if (number) {
      push('number', number[0]);
      index += number[0].length;
      continue;
    }
    push('plain', char);
    index += 1;
  }
  return { tokens, inBlock };
}
