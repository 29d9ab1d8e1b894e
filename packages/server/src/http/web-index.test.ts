import { BOOT_FACTS_ELEMENT_ID, type BootFacts } from '@coffer/contract';
import { expect, it } from 'vitest';
import { withBootFacts } from './web-index.js';

const FACTS: BootFacts = {
  registered: true,
  versions: { nasid: 'n1', name: '</script><b>x', model: 'M1', version: '1.0.0' },
};

const INDEX = '<!doctype html><html><head><title>Coffer</title></head><body></body></html>';

function bootElementText(html: string): string {
  const match = new RegExp(
    `<script id="${BOOT_FACTS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no boot facts element');
  return match[1]!;
}

it('puts the facts in the head as JSON that reads back the same', () => {
  const html = withBootFacts(INDEX, FACTS);
  expect(html.indexOf(BOOT_FACTS_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  expect(JSON.parse(bootElementText(html))).toEqual(FACTS);
});

it('escapes < so a device name cannot end the script element', () => {
  const text = bootElementText(withBootFacts(INDEX, FACTS));
  expect(text).not.toContain('<');
  expect(text).toContain('\\u003c/script>');
});
