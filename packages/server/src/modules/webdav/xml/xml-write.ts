import type { XmlElement } from './xml-parse.js';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"\r]/g, (char) =>
    char === '<'
      ? '&lt;'
      : char === '>'
        ? '&gt;'
        : char === '&'
          ? '&amp;'
          : char === '"'
            ? '&quot;'
            : '&#13;',
  );
}

/**
 * An element as standalone XML: each element declares its own default namespace where it differs
 * from its parent's, and namespaced attributes get prefixes of their own, so the text can be put
 * into any answer as it is (dead properties, a lock's owner).
 */
export function serializeElement(element: XmlElement, parentNs: string | null = null): string {
  const declarations: string[] = [];
  if (element.ns !== parentNs) declarations.push(` xmlns="${escapeXml(element.ns)}"`);
  const prefixes = new Map<string, string>();
  const attrs = element.attrs.map((attr) => {
    if (attr.ns === '') return ` ${attr.local}="${escapeXml(attr.value)}"`;
    if (attr.ns === 'http://www.w3.org/XML/1998/namespace')
      return ` xml:${attr.local}="${escapeXml(attr.value)}"`;
    let prefix = prefixes.get(attr.ns);
    if (!prefix) {
      prefix = `a${prefixes.size}`;
      prefixes.set(attr.ns, prefix);
      declarations.push(` xmlns:${prefix}="${escapeXml(attr.ns)}"`);
    }
    return ` ${prefix}:${attr.local}="${escapeXml(attr.value)}"`;
  });
  const inner = element.children
    .map((child) => (typeof child === 'string' ? escapeXml(child) : serializeElement(child, element.ns)))
    .join('');
  const open = `<${element.local}${declarations.join('')}${attrs.join('')}`;
  return inner === '' ? `${open}/>` : `${open}>${inner}</${element.local}>`;
}

/** The key of a property by namespace and name (Clark notation). */
export function clarkName(ns: string, local: string): string {
  return `{${ns}}${local}`;
}

/** An empty element for a property name in an answer: `D:` for DAV:, else its own default namespace. */
export function emptyProperty(ns: string, local: string): string {
  if (ns === 'DAV:') return `<D:${local}/>`;
  return `<${local} xmlns="${escapeXml(ns)}"/>`;
}
