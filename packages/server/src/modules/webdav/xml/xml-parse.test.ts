import { describe, expect, it } from 'vitest';
import { XmlError, childElements, parseXml } from './xml-parse.js';
import { serializeElement } from './xml-write.js';

describe('parseXml', () => {
  it('resolves prefixes and default namespaces', () => {
    const root = parseXml(
      '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><x xmlns="urn:a"/><D:getetag/></D:prop></D:propfind>',
    );
    expect(root).toMatchObject({ ns: 'DAV:', local: 'propfind' });
    const [prop] = childElements(root);
    expect(childElements(prop!).map(({ ns, local }) => `${ns} ${local}`)).toEqual([
      'urn:a x',
      'DAV: getetag',
    ]);
  });

  it('decodes entities, character references and CDATA', () => {
    const root = parseXml('<a>&lt;b&gt; &amp; &#x263A;&#65;<![CDATA[<raw>]]></a>');
    expect(root.children).toEqual(['<b> & \u263aA<raw>']);
  });

  it.each([
    ['no root', ''],
    ['unclosed', '<foo>'],
    ['mismatched', '<a></b>'],
    ['two roots', '<a/><b/>'],
    ['text outside', 'x<a/>'],
    ['unbound prefix', '<x:a/>'],
    ['empty prefix binding', '<a xmlns:bar=""/>'],
    ['a DOCTYPE', '<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>'],
    ['an unknown entity', '<a>&e;</a>'],
    ['a bare ampersand', '<a>&</a>'],
    ['a duplicate attribute', '<a b="1" b="2"/>'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseXml(text)).toThrow(XmlError);
  });
});

describe('serializeElement', () => {
  it('writes a property that reads back as the same names and text', () => {
    const text =
      '<t:valnspace xmlns:t="urn:t"><foo xmlns="urn:bar" t:x="1">a&amp;b</foo><plain xmlns="">y</plain></t:valnspace>';
    const again = parseXml(serializeElement(parseXml(text)));
    expect(again).toEqual(parseXml(text));
  });
});
