/**
 * Takes the monitor's screenshots into docs/screens/ at 1280x720: `monitor.png`, the overview with
 * charts that moved for about a minute while files were written into a pool, and
 * `monitor-processes.png`, the processes tab sorted by CPU. Uses the built web app and a scratch
 * daemon with the default bays, removed afterwards. Run: `node --import tsx e2e/capture-monitor.ts`.
 */
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { CALLS } from '@coffer/contract';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPoolOf, serialsOf } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
/** With COFFER_SHOTS_DIR set, the services, disks and hardware tabs are saved there too. */
const EXTRA = process.env.COFFER_SHOTS_DIR;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `megabytes` into `file` in 8 MiB steps, flushed, a step every 300 ms. */
async function writeSlowly(file: string, megabytes: number): Promise<void> {
  const chunk = Buffer.alloc(8 * 1024 * 1024, 3);
  const handle = await open(file, 'w');
  try {
    for (let done = 0; done < megabytes; done += 8) {
      await handle.write(chunk);
      await handle.sync();
      await sleep(300);
    }
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const browser = await launchCaptureBrowser();
  try {
    const daemon = await startScratchDaemon('coffer-screens-', 'default');
    try {
      await prepareOwner(daemon.baseURL);
      const session = await signIn(daemon.baseURL);
      const [serial] = await serialsOf(daemon.baseURL, session.token, ['sata1']);
      const { poolId } = await createPoolOf(daemon.baseURL, session.token, {
        raidtype: 'basic',
        name: 'Data',
        sys: [serial!],
      });
      await post(daemon.baseURL, CALLS.fileMkdir.path, { path: '/home', name: 'copies' }, session.token);
      const folder = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(session.userid), 'copies');
      const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
      await page.getByTestId('desktop-icon-monitor').dblclick();
      const window = page.getByTestId('window-monitor');
      await window.getByTestId('monitor-chart-cpu').waitFor({ timeout: 30_000 });
      // Two bursts of writing with a pause between, so the disk chart shows them come and go.
      await writeSlowly(path.join(folder, 'one.bin'), 160);
      await sleep(8000);
      await writeSlowly(path.join(folder, 'two.bin'), 240);
      await sleep(3000);
      await page.screenshot({ path: path.join(OUT, 'monitor.png') });
      await window.getByRole('tab', { name: '进程' }).click();
      await window.getByTestId('monitor-process-table').locator('.ant-table-row').first().waitFor();
      await sleep(3500);
      await page.screenshot({ path: path.join(OUT, 'monitor-processes.png') });
      if (EXTRA) {
        for (const [tab, name] of [
          ['服务', 'monitor-running.png'],
          ['磁盘', 'monitor-disk.png'],
          ['网络', 'monitor-net.png'],
          ['硬件', 'monitor-hard.png'],
        ] as const) {
          await window.getByRole('tab', { name: tab }).click();
          await sleep(1500);
          await page.screenshot({ path: path.join(EXTRA, name) });
        }
      }
      await page.close();
      await rm(folder, { recursive: true, force: true });
    } finally {
      await daemon.dispose();
    }
  } finally {
    await browser.close();
  }
}

await main();
