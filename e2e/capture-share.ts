/**
 * Takes the public share page's screenshots into docs/screens/ at 1280x720: a shared folder of
 * photos as thumbnails (one of them an HEVC HEIC, as phones take them) and the larger preview of
 * one photo. Uses the built web app (packages/web/dist) and a scratch daemon with the device's
 * default disks, removed afterwards. The photos are drawn by sharp and coded by Debian's heif-enc.
 * Run: `node --import tsx e2e/capture-share.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { post, prepareOwner, signIn } from './support/api.js';
import { createPool } from './support/pools.js';
import { launchCaptureBrowser } from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const settle = (page: Page) => page.waitForTimeout(800);

/** A landscape: a sky from `top` to `horizon`, a sun, hills and water. */
function scene(top: string, horizon: string, sun: string, land: string, water: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#sky)"/>
  <circle cx="1120" cy="430" r="120" fill="${sun}"/>
  <path d="M0 760 L260 520 L520 700 L820 460 L1120 690 L1380 560 L1600 700 L1600 1200 L0 1200 Z" fill="${land}"/>
  <rect y="880" width="1600" height="320" fill="${water}"/>
</svg>`;
}

const PHOTOS: { name: string; svg: string; format: 'jpeg' | 'png' | 'webp' | 'heic' }[] = [
  {
    name: 'Sunset at the pier.jpg',
    svg: scene('#2b1d5c', '#f28c38', '#ffd36b', '#3b2a3f', '#5a4a7a'),
    format: 'jpeg',
  },
  {
    name: 'Harbour morning.heic',
    svg: scene('#5fa8e8', '#d8efff', '#fff6c8', '#4d7c5a', '#2f6f9f'),
    format: 'heic',
  },
  {
    name: 'Mountain lake.png',
    svg: scene('#1d4e89', '#9cc9e8', '#ffffff', '#36543f', '#24577a'),
    format: 'png',
  },
  {
    name: 'Autumn forest.webp',
    svg: scene('#7fb0d6', '#f3e2b8', '#fff2a8', '#a4511f', '#6b8fa8'),
    format: 'webp',
  },
  {
    name: 'Night sky.jpg',
    svg: scene('#050a1f', '#24305e', '#e8e8f0', '#10141f', '#18233f'),
    format: 'jpeg',
  },
];

async function writePhoto(dir: string, photo: (typeof PHOTOS)[number]): Promise<void> {
  const image = sharp(Buffer.from(photo.svg));
  const target = path.join(dir, photo.name);
  if (photo.format === 'heic') {
    const work = mkdtempSync(path.join(os.tmpdir(), 'coffer-capture-heic-'));
    try {
      await image.png().toFile(path.join(work, 'in.png'));
      execFileSync('heif-enc', ['-q', '70', '-o', target, path.join(work, 'in.png')]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  await (photo.format === 'jpeg' ? image.jpeg({ quality: 85 }) : image[photo.format]()).toFile(target);
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-capture-', 'default');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    const { token, userid } = await signIn(daemon.baseURL);
    const poolId = await createPool(daemon.baseURL, token, 'raid1', 'Photos');
    const folder = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(userid), 'Holiday 2026');
    mkdirSync(path.join(folder, 'Day trips'), { recursive: true });
    for (const photo of PHOTOS) await writePhoto(folder, photo);
    writeFileSync(path.join(folder, 'Itinerary.pdf'), Buffer.alloc(180_000, 1));
    const link = await post<{ url: string }>(
      daemon.baseURL,
      '/v2/tob/share/create',
      { path: '/home/Holiday 2026' },
      token,
    );

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const lang = process.env.COFFER_LANG;
    if (lang) await visitor.addInitScript((value) => localStorage.setItem('coffer.lang', value), lang);
    const page = await visitor.newPage();
    await page.goto(link.url);
    await page.getByTestId('share-view-grid').click();
    const thumbs = page.getByTestId('share-grid').getByTestId('share-thumb');
    await thumbs.nth(PHOTOS.length - 1).waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="share-thumb"]')].filter(
          (image) => image.complete && image.naturalWidth > 0,
        ).length === count,
      PHOTOS.length,
      { timeout: 30_000 },
    );
    await page.mouse.move(1200, 700);
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'share-page-folder.png') });

    await page.getByRole('button', { name: /Harbour morning\.heic/ }).click();
    const preview = page.getByTestId('share-preview-image');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="share-preview-image"]');
      return Boolean(
        image?.complete && image.naturalWidth > 0 && !image.classList.contains('share-preview-hidden'),
      );
    });
    await preview.waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'share-page-preview.png') });
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();
