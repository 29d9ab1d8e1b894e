/**
 * A DLNA client as a television is one, for the tests: SSDP discovery by M-SEARCH, the device
 * description, and ContentDirectory `Browse` over SOAP.
 */
import { createSocket } from 'node:dgram';
import { setTimeout as sleep } from 'node:timers/promises';

const SSDP_GROUP = '239.255.255.250';
const SSDP_PORT = 1900;

/**
 * Sends an M-SEARCH for media servers to the SSDP group through the loopback interface and answers
 * the LOCATION of every server that answered within `waitMs`.
 */
export async function searchMediaServers(waitMs = 2_500): Promise<string[]> {
  const socket = createSocket('udp4');
  const locations = new Set<string>();
  socket.on('message', (message) => {
    const location = /^LOCATION:\s*(\S+)/im.exec(message.toString('utf8'));
    if (location) locations.add(location[1]!);
  });
  await new Promise<void>((resolve) => socket.bind({ address: '127.0.0.1', port: 0 }, resolve));
  try {
    socket.setMulticastInterface('127.0.0.1');
    const search = Buffer.from(
      [
        'M-SEARCH * HTTP/1.1',
        `HOST: ${SSDP_GROUP}:${SSDP_PORT}`,
        'MAN: "ssdp:discover"',
        'MX: 1',
        'ST: urn:schemas-upnp-org:device:MediaServer:1',
        '',
        '',
      ].join('\r\n'),
    );
    // UDP may drop one; a television asks more than once too.
    for (let n = 0; n < 2; n += 1) {
      await new Promise<void>((resolve, reject) =>
        socket.send(search, SSDP_PORT, SSDP_GROUP, (error) => (error ? reject(error) : resolve())),
      );
      await sleep(waitMs / 2);
    }
  } finally {
    socket.close();
  }
  return [...locations];
}

export interface DeviceDescription {
  friendlyName: string;
  /** The ContentDirectory's control URL, absolute. */
  contentDirectory: string;
}

export async function deviceDescription(location: string): Promise<DeviceDescription> {
  const xml = await (await fetch(location)).text();
  const friendlyName = /<friendlyName>([^<]*)<\/friendlyName>/.exec(xml)?.[1];
  const service = /<service>((?:(?!<\/service>).)*ContentDirectory:1(?:(?!<\/service>).)*)<\/service>/s.exec(
    xml,
  )?.[1];
  const control = service && /<controlURL>([^<]+)<\/controlURL>/.exec(service)?.[1];
  if (friendlyName === undefined || !control) throw new Error(`not a media server description: ${xml}`);
  return { friendlyName: decodeXml(friendlyName), contentDirectory: new URL(control, location).href };
}

export interface DidlObject {
  id: string;
  title: string;
  container: boolean;
  /** An item's resource (its file over HTTP). */
  url: string | null;
}

/** `Browse` with `BrowseDirectChildren`: the children of one object. */
export async function browseChildren(controlURL: string, objectId: string): Promise<DidlObject[]> {
  const envelope =
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">' +
    '<s:Body><u:Browse xmlns:u="urn:schemas-upnp-org:service:ContentDirectory:1">' +
    `<ObjectID>${objectId}</ObjectID><BrowseFlag>BrowseDirectChildren</BrowseFlag><Filter>*</Filter>` +
    '<StartingIndex>0</StartingIndex><RequestedCount>0</RequestedCount><SortCriteria></SortCriteria>' +
    '</u:Browse></s:Body></s:Envelope>';
  const response = await fetch(controlURL, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml; charset="utf-8"',
      soapaction: '"urn:schemas-upnp-org:service:ContentDirectory:1#Browse"',
    },
    body: envelope,
  });
  const soap = await response.text();
  const result = /<Result>([\s\S]*)<\/Result>/.exec(soap)?.[1];
  if (!response.ok || result === undefined) throw new Error(`Browse ${objectId} failed: ${soap}`);
  const didl = decodeXml(result);
  const objects: DidlObject[] = [];
  for (const found of didl.matchAll(/<(container|item)\s([^>]*)>([\s\S]*?)<\/\1>/g)) {
    const id = /\bid="([^"]*)"/.exec(found[2]!)?.[1];
    const title = /<dc:title>([^<]*)<\/dc:title>/.exec(found[3]!)?.[1];
    if (id === undefined || title === undefined) continue;
    const url = /<res[^>]*>([^<]+)<\/res>/.exec(found[3]!)?.[1];
    objects.push({
      id: decodeXml(id),
      title: decodeXml(title),
      container: found[1] === 'container',
      url: url ? decodeXml(url) : null,
    });
  }
  return objects;
}

/**
 * Every item under the root's "Browse Folders" container, walked down as a television's folder view
 * does: `Films/clip` for an item `clip` in a container `Films`, with its URL.
 */
export async function browseFolders(controlURL: string): Promise<{ path: string; url: string | null }[]> {
  const root = await browseChildren(controlURL, '0');
  const folders = root.find((object) => object.container && object.title === 'Browse Folders');
  if (!folders) throw new Error(`no Browse Folders in ${JSON.stringify(root)}`);
  const items: { path: string; url: string | null }[] = [];
  const walk = async (id: string, prefix: string, depth: number): Promise<void> => {
    for (const child of await browseChildren(controlURL, id)) {
      const path = prefix ? `${prefix}/${child.title}` : child.title;
      if (!child.container) items.push({ path, url: child.url });
      else if (depth < 4) await walk(child.id, path, depth + 1);
    }
  };
  await walk(folders.id, '', 0);
  return items.sort((a, b) => a.path.localeCompare(b.path));
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
