import { open, rm } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { CALLS, type ManagedService } from '@coffer/contract';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPoolOf, serialsOf } from '../support/pools.js';

test.use({ bays: 'default', viewport: { width: 1280, height: 720 } });

/** Writes into `file` 16 MiB at a time, each flushed to the disk, until `stop` is aborted. */
async function keepWriting(file: string, stop: AbortSignal): Promise<number> {
  const chunk = Buffer.alloc(16 * 1024 * 1024, 7);
  const handle = await open(file, 'w');
  let written = 0;
  try {
    while (!stop.aborted && written < 1024 * 1024 * 1024) {
      await handle.write(chunk);
      await handle.sync();
      written += chunk.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await handle.close();
  }
  return written;
}

test('the monitor’s charts move while a file is written into a pool; the processes tab lists the daemon and the services tab the file services', async ({
  page,
  daemon,
}) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  const session = await signIn(daemon.baseURL);
  const [serial] = await serialsOf(daemon.baseURL, session.token, ['sata1']);
  const { poolId } = await createPoolOf(daemon.baseURL, session.token, {
    raidtype: 'basic',
    name: 'Data',
    sys: [serial!],
  });
  await post(daemon.baseURL, CALLS.fileMkdir.path, { path: '/home', name: 'copies' }, session.token);
  const target = path.join(
    daemon.dataDir,
    'mnt',
    poolId,
    'homes',
    String(session.userid),
    'copies',
    'big.bin',
  );

  await signInThroughPage(page);
  const window = await openFromDesktop(page, 'monitor');
  // The charts start from the daemon's history, then move with each pushed second.
  const cpu = window.getByTestId('monitor-chart-cpu');
  await expect(cpu).toBeVisible({ timeout: 30_000 });
  const pointsOf = async () => Number(await cpu.getAttribute('data-points'));
  await expect.poll(pointsOf).toBeGreaterThan(1);
  const before = await pointsOf();
  await expect.poll(pointsOf, { timeout: 5000 }).toBeGreaterThan(before);
  await expect(window.getByTestId('monitor-figure-memory')).toContainText('/');
  const axe = await new AxeBuilder({ page }).include('[data-testid="window-monitor"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The pool's disk is charted on its own: its write rate rises while the file is written.
  await window.getByRole('tab', { name: '磁盘' }).click();
  const bayRow = window.locator('.ant-table-row').filter({ hasText: /(?<!e)SATA 盘位 1/ });
  await expect(bayRow).toBeVisible();
  const stop = new AbortController();
  const writing = keepWriting(target, stop.signal);
  try {
    const writeCell = bayRow.locator('td').nth(7);
    await expect(writeCell).not.toHaveText('0 B/s', { timeout: 15_000 });
    await expect(writeCell).toHaveText(/MB\/s/, { timeout: 15_000 });
    await expect(window.getByTestId('monitor-disk-chart')).toBeVisible();
  } finally {
    stop.abort();
    await writing;
    await rm(target, { force: true });
  }

  // The processes tab lists the daemon, found by its command line, sorted and searched by keyboard.
  await window.getByRole('tab', { name: '进程' }).click();
  await expect(window.getByTestId('monitor-process-count')).toContainText(/共 \d+ 个进程/);
  const daemonArgs = `--port ${daemon.port}`;
  await page.keyboard.press('/');
  await page.keyboard.type(daemonArgs);
  const rows = window.getByTestId('monitor-process-table').locator('.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: daemonArgs })).toContainText('node');

  // The services tab shows the file services the daemon manages, each with its state.
  const { list } = await post<{ list: ManagedService[] }>(
    daemon.baseURL,
    CALLS.managerSrvs.path,
    {},
    session.token,
  );
  await window.getByRole('tab', { name: '服务' }).click();
  const running = window.getByTestId('monitor-running');
  await expect(running).toBeVisible();
  if (list.length === 0) await expect(running).toContainText('没有可管理的服务');
  for (const service of list) {
    await expect(window.getByTestId(`monitor-srv-${service.name}`)).toContainText(service.label.zh);
  }
});
