import { describe, expect, it } from 'vitest';
import { syntaxOf, tokenizeLine, tokenizeLines } from './code-tokens';

describe('code tokens', () => {
  it('marks keywords, strings, numbers and a line comment', () => {
    const { tokens } = tokenizeLine('const a = "x // y" + 42; // note', syntaxOf('ts'));
    expect(tokens).toEqual([
      { kind: 'keyword', text: 'const' },
      { kind: 'plain', text: ' a = ' },
      { kind: 'string', text: '"x // y"' },
      { kind: 'plain', text: ' + ' },
      { kind: 'number', text: '42' },
      { kind: 'plain', text: '; ' },
      { kind: 'comment', text: '// note' },
    ]);
  });

  it('carries a block comment across lines', () => {
    const lines = tokenizeLines(['x /* open', 'still', 'closed */ y'], syntaxOf('c'));
    expect(lines[1]).toEqual([{ kind: 'comment', text: 'still' }]);
    expect(lines[2]).toEqual([
      { kind: 'comment', text: 'closed */' },
      { kind: 'plain', text: ' y' },
    ]);
  });

  it('leaves unknown kinds of text as they are', () => {
    const line = 'it\'s 10 o"clock # not a comment';
    expect(tokenizeLine(line, syntaxOf('txt')).tokens).toEqual([{ kind: 'plain', text: line }]);
  });

  it('keeps every character of the line', () => {
    const line = 'def f(x): return x * 0x1F  # "quoted"';
    const text = tokenizeLine(line, syntaxOf('py'))
      .tokens.map((token) => token.text)
      .join('');
    expect(text).toBe(line);
  });
});
