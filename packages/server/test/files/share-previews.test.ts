import { statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, Code, type ShareLink, type SharedItem } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TICKET_KEY_FILE } from '../../src/modules/shares/share-ticket-key.js';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';
import { colourName, decodedThumb } from './heic-colors.js';
import { halvesPng } from './heic-fixtures.js';
import { startFilesDevice, type FilesDevice } from './share-device.js';

let sandbox: BaySandbox;
let files: FilesDevice;
/** The daemon answering now: `files.test` until the restart. */
let device: TestDevice;
let album: ShareLink;
let single: ShareLink;
let albumTicket: string;

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];

beforeAll(async () => {
  sandbox = createBaySandbox();
  files = await startFilesDevice(sandbox);
  device = files.test;
  const home = files.owner.id;
  files.putHome(home, 'album/red-blue.png', await halvesPng(600, 400, RED, BLUE));
  files.putHome(home, 'album/trip/blue-red.png', await halvesPng(300, 300, BLUE, RED));
  files.putHome(home, 'album/notes.txt', 'not an image');
  files.putHome(home, 'private/secret.png', await halvesPng(100, 100, RED, RED));
  symlinkSync(join(files.homeReal(home), 'private/secret.png'), join(files.homeReal(home), 'album/link.png'));
  files.putHome(home, 'one.png', await halvesPng(100, 50, BLUE, BLUE));
  const made = await files.call<ShareLink>(
    '/v2/tob/share/create',
    { path: '/home/album', code: 'pic7' },
    files.owner.token,
  );
  album = made.data;
  single = (await files.call<ShareLink>('/v2/tob/share/create', { path: '/home/one.png' }, files.owner.token))
    .data;
  const checked = await files.call<{ ticket: string }>('/v2/share/check', { id: album.id, code: 'PIC7' });
  albumTicket = checked.data.ticket;
}, 240_000);
afterAll(async () => {
  await tearDownSandbox(sandbox, device);
}, 120_000);

const thumb = (query: Record<string, string>, accept = 'image/jpeg') =>
  device.raw(`${CALLS.sharePublicThumb.path}?${new URLSearchParams(query)}`, { headers: { accept } });

async function refusal(answer: Response): Promise<string> {
  expect(answer.headers.get('content-type')).toMatch(/json/);
  const body = (await answer.json()) as { success: boolean; code: string };
  expect(body.success).toBe(false);
  return body.code;
}

describe('thumbnails on the public share page', () => {
  it('answers an image inside the shared folder, in the size asked, without signing in', async () => {
    const small = await thumb({ id: album.id, ticket: albumTicket, path: 'red-blue.png', size: 's' });
    expect(small.status).toBe(200);
    const image = await decodedThumb(await small.arrayBuffer());
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 256, 171]);
    expect(colourName(image.at(40, 85))).toBe('red');
    expect(colourName(image.at(216, 85))).toBe('blue');

    const large = await thumb(
      { id: album.id, ticket: albumTicket, path: 'trip/blue-red.png', size: 'm' },
      'image/webp',
    );
    const preview = await decodedThumb(await large.arrayBuffer());
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 300, 300]);
    expect(colourName(preview.at(40, 150))).toBe('blue');

    // A link to one image: its own thumbnail, with the ticket a link without a code gets; the
    // page addresses it by the file's mtime, which the link's info gives.
    const about = await files.call<{ mtime: number }>('/v2/share/info', { id: single.id });
    const written = statSync(join(files.homeReal(files.owner.id), 'one.png')).mtimeMs;
    expect(about.data.mtime).toBe(Math.floor(written / 1000));
    const ticket = (await files.call<{ ticket: string }>('/v2/share/check', { id: single.id })).data.ticket;
    const own = await thumb({ id: single.id, ticket });
    expect(own.status).toBe(200);
    expect((await decodedThumb(await own.arrayBuffer())).width).toBe(100);
  });

  it('refuses without the ticket of a coded link, outside the link, and what is not an image', async () => {
    expect(await refusal(await thumb({ id: album.id, ticket: 'forged.ticket', path: 'red-blue.png' }))).toBe(
      Code.shareTicketInvalid,
    );
    const otherTicket = (await files.call<{ ticket: string }>('/v2/share/check', { id: single.id })).data
      .ticket;
    expect(await refusal(await thumb({ id: album.id, ticket: otherTicket, path: 'red-blue.png' }))).toBe(
      Code.shareTicketInvalid,
    );
    const noTicket = await thumb({ id: album.id, path: 'red-blue.png' });
    expect(await refusal(noTicket)).not.toBe(Code.shareTicketInvalid);

    const outside = { id: album.id, ticket: albumTicket };
    expect(await refusal(await thumb({ ...outside, path: '../private/secret.png' }))).toBe(
      Code.fileOutsideRoots,
    );
    expect(await refusal(await thumb({ ...outside, path: 'link.png' }))).toBe(Code.fileSymlinkOut);
    expect(await refusal(await thumb({ ...outside, path: 'private/secret.png' }))).toBe(Code.fileNotFound);
    expect(await refusal(await thumb({ ...outside, path: 'notes.txt' }))).toBe(Code.thumbNotImage);
    expect(await refusal(await thumb({ ...outside, path: 'trip' }))).toBe(Code.thumbNotImage);
    // A file link has nothing inside it.
    const ticket = (await files.call<{ ticket: string }>('/v2/share/check', { id: single.id })).data.ticket;
    expect(await refusal(await thumb({ id: single.id, ticket, path: 'one.png' }))).toBe(Code.fileNotFound);
  });

  it('does not count a thumbnail as a download', async () => {
    await thumb({ id: album.id, ticket: albumTicket, path: 'red-blue.png' });
    const links = await files.call<{ items: ShareLink[] }>('/v2/tob/share/list', {}, files.owner.token);
    expect(links.data.items.find((link) => link.id === album.id)?.downloads).toBe(0);
  });
});

describe('share tickets across a restart', () => {
  it('keeps the ticket key in the data directory’s secrets, so a ticket given before a restart still works', async () => {
    const keyFile = join(sandbox.dataDir, 'secrets', SHARE_TICKET_KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(keyFile).size).toBe(32);
    await device.close();
    device = await startPoolDevice(sandbox);

    const listed = await device.post<{ items: SharedItem[] }>(
      CALLS.sharePublicList.path,
      { id: album.id, ticket: albumTicket },
      { json: true },
    );
    expect(listed.success).toBe(true);
    expect(listed.data.items.map((item) => item.name)).toEqual(['trip', 'notes.txt', 'red-blue.png']);
    const answer = await thumb({ id: album.id, ticket: albumTicket, path: 'red-blue.png' });
    expect(answer.status).toBe(200);
    // A forged ticket is still refused after the restart.
    const forged = `${albumTicket.split('.')[0]}.${'A'.repeat(43)}`;
    expect(await refusal(await thumb({ id: album.id, ticket: forged, path: 'red-blue.png' }))).toBe(
      Code.shareTicketInvalid,
    );
  });
});
