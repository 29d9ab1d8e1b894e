import { guardWrite } from '../dav-conditions.js';
import { STATUS_LINE, entryAt, existing, readBody, sendXml, type DavRequest } from '../dav-context.js';
import { DavError } from '../dav-errors.js';
import { isLive } from '../dav-props.js';
import { hrefOf } from '../dav-tree.js';
import { XmlError, childElements, isDav, parseXml } from '../xml/xml-parse.js';
import { clarkName, emptyProperty, escapeXml, serializeElement } from '../xml/xml-write.js';

interface Change {
  ns: string;
  local: string;
  /** The property element as XML, or null to remove it. */
  xml: string | null;
}

export function parsePropertyUpdate(body: string): Change[] {
  let root;
  try {
    root = parseXml(body);
  } catch (error) {
    if (error instanceof XmlError) throw new DavError(400);
    throw error;
  }
  if (!isDav(root, 'propertyupdate')) throw new DavError(400);
  const changes: Change[] = [];
  for (const action of childElements(root)) {
    const set = isDav(action, 'set');
    if (!set && !isDav(action, 'remove')) throw new DavError(400);
    for (const prop of childElements(action)) {
      if (!isDav(prop, 'prop')) throw new DavError(400);
      for (const property of childElements(prop)) {
        changes.push({
          ns: property.ns,
          local: property.local,
          xml: set ? serializeElement(property) : null,
        });
      }
    }
  }
  if (changes.length === 0) throw new DavError(400);
  return changes;
}

/**
 * PROPPATCH (RFC 4918 §9.2): the changes apply all together or not at all. A live property cannot
 * be changed (403 for it, 424 for the others); dead properties are kept in the service's store.
 */
export async function proppatch(request: DavRequest): Promise<void> {
  const entry = existing(await entryAt(request, request.segments, { write: true }));
  const changes = parsePropertyUpdate(await readBody(request));
  await guardWrite(request, entry, [{ real: entry.resolved.real, deep: false }]);
  const refused = changes.some((change) => isLive(change.ns, change.local));
  const lines = changes.map((change) => {
    const status = refused ? (isLive(change.ns, change.local) ? 403 : 424) : 200;
    return (
      `<D:propstat><D:prop>${emptyProperty(change.ns, change.local)}</D:prop>` +
      `<D:status>${STATUS_LINE[status]}</D:status></D:propstat>`
    );
  });
  if (!refused) {
    request.services.props.update(
      entry.resolved.real,
      changes.map((change) => ({ name: clarkName(change.ns, change.local), xml: change.xml })),
    );
  }
  const href = escapeXml(hrefOf(request.segments, entry.stats.isDirectory()));
  sendXml(
    request.res,
    207,
    `<D:multistatus xmlns:D="DAV:"><D:response><D:href>${href}</D:href>${lines.join('')}</D:response></D:multistatus>`,
  );
}
