/**
 * A small, strict, namespace-aware XML parser for WebDAV request bodies (PROPFIND, PROPPATCH, LOCK).
 * It refuses anything that is not well-formed (RFC 4918 §8.2: 400), any DOCTYPE (no entity
 * expansion, no external entities), unbound prefixes and a prefix bound to the empty name.
 */

export interface XmlAttribute {
  ns: string;
  local: string;
  value: string;
}

export interface XmlElement {
  ns: string;
  local: string;
  attrs: XmlAttribute[];
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

export class XmlError extends Error {}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const NAME = /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7-\uFFFF]*(?::[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7-\uFFFF]*)?$/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeText(raw: string): string {
  if (raw.includes('<')) throw new XmlError('< in text');
  return raw.replace(/&([^;&\s]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new XmlError('bare &');
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-fA-F]+)$/.exec(name)?.[1];
    const dec = /^#([0-9]+)$/.exec(name)?.[1];
    const point = code !== undefined ? parseInt(code, 16) : dec !== undefined ? parseInt(dec, 10) : NaN;
    if (!Number.isFinite(point) || point === 0 || point > 0x10ffff) throw new XmlError(`entity ${whole}`);
    return String.fromCodePoint(point);
  });
}

interface RawTag {
  name: string;
  attrs: [string, string][];
  selfClosing: boolean;
}

function parseTag(body: string): RawTag {
  const match = /^([^\s/>]+)/.exec(body);
  if (!match || !NAME.test(match[1]!)) throw new XmlError('bad element name');
  const name = match[1]!;
  let rest = body.slice(name.length);
  const selfClosing = rest.endsWith('/');
  if (selfClosing) rest = rest.slice(0, -1);
  const attrs: [string, string][] = [];
  const attr = /^\s+([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/;
  for (;;) {
    const found = attr.exec(rest);
    if (!found) break;
    const attrName = found[1]!;
    if (!NAME.test(attrName)) throw new XmlError('bad attribute name');
    if (attrs.some(([seen]) => seen === attrName)) throw new XmlError('duplicate attribute');
    attrs.push([attrName, decodeText(found[2] ?? found[3] ?? '')]);
    rest = rest.slice(found[0].length);
  }
  if (rest.trim() !== '') throw new XmlError('bad tag');
  return { name, attrs, selfClosing };
}

type Scope = Map<string, string>;

function bind(tag: RawTag, parent: Scope): Scope {
  const scope = new Map(parent);
  for (const [name, value] of tag.attrs) {
    if (name === 'xmlns') scope.set('', value);
    else if (name.startsWith('xmlns:')) {
      const prefix = name.slice(6);
      // Namespaces in XML 1.0: a prefix may not be undeclared, nor bind xml/xmlns.
      if (value === '') throw new XmlError(`empty namespace for ${prefix}`);
      if (prefix === 'xmlns' || (prefix === 'xml' && value !== XML_NS)) throw new XmlError('reserved prefix');
      scope.set(prefix, value);
    }
  }
  return scope;
}

function resolveName(qname: string, scope: Scope, isAttribute: boolean): { ns: string; local: string } {
  const colon = qname.indexOf(':');
  if (colon < 0) return { ns: isAttribute ? '' : (scope.get('') ?? ''), local: qname };
  const prefix = qname.slice(0, colon);
  const ns = prefix === 'xml' ? XML_NS : scope.get(prefix);
  if (ns === undefined) throw new XmlError(`unbound prefix ${prefix}`);
  return { ns, local: qname.slice(colon + 1) };
}

/** Parses a whole document; its root element, or XmlError. */
export function parseXml(text: string): XmlElement {
  const stack: { element: XmlElement; qname: string; scope: Scope }[] = [];
  let root: XmlElement | undefined;
  let position = 0;
  const top = new Map<string, string>([['xml', XML_NS]]);
  const appendText = (value: string) => {
    const current = stack.at(-1);
    if (!current) {
      if (value.trim() !== '') throw new XmlError('text outside the root');
      return;
    }
    const last = current.element.children.at(-1);
    if (typeof last === 'string')
      current.element.children[current.element.children.length - 1] = last + value;
    else if (value !== '') current.element.children.push(value);
  };
  if (text.charCodeAt(0) === 0xfeff) position = 1;
  while (position < text.length) {
    const lt = text.indexOf('<', position);
    if (lt < 0) {
      appendText(decodeText(text.slice(position)));
      break;
    }
    if (lt > position) appendText(decodeText(text.slice(position, lt)));
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) throw new XmlError('open comment');
      position = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0 || stack.length === 0) throw new XmlError('bad CDATA');
      appendText(text.slice(lt + 9, end));
      position = end + 3;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) throw new XmlError('open processing instruction');
      position = end + 2;
    } else if (text.startsWith('<!', lt)) {
      throw new XmlError('DOCTYPE and declarations are refused');
    } else {
      const end = findTagEnd(text, lt + 1);
      const body = text.slice(lt + 1, end);
      position = end + 1;
      if (body.startsWith('/')) {
        const open = stack.pop();
        if (!open || open.qname !== body.slice(1).trim()) throw new XmlError('mismatched end tag');
        continue;
      }
      if (root && stack.length === 0) throw new XmlError('more than one root');
      const tag = parseTag(body);
      const scope = bind(tag, stack.at(-1)?.scope ?? top);
      const element: XmlElement = {
        ...resolveName(tag.name, scope, false),
        attrs: tag.attrs
          .filter(([name]) => name !== 'xmlns' && !name.startsWith('xmlns:'))
          .map(([name, value]) => ({ ...resolveName(name, scope, true), value })),
        children: [],
      };
      if (element.ns === XMLNS_NS) throw new XmlError('reserved namespace');
      const parent = stack.at(-1);
      if (parent) parent.element.children.push(element);
      else root = element;
      if (!tag.selfClosing) stack.push({ element, qname: tag.name, scope });
    }
  }
  if (!root || stack.length > 0) throw new XmlError('no complete root element');
  return root;
}

/** The index of the `>` that ends a tag, skipping quoted attribute values. */
function findTagEnd(text: string, from: number): number {
  let quote = '';
  for (let index = from; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
    else if (char === '<') break;
  }
  throw new XmlError('open tag');
}

export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== 'string');
}

export function isDav(element: XmlElement, local: string): boolean {
  return element.ns === 'DAV:' && element.local === local;
}

export function textOf(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}
