import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

const POOL_INFO = /\/zspool\/info\b/;

test('the storage manager says when it cannot read the pools, and Retry reads them again', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  await page.route(POOL_INFO, (route) => route.abort('connectionreset'));
  const storage = await openFromDesktop(page, 'storageManage');
  const error = storage.getByTestId('storage-error');
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toContainText('无法读取存储信息');
  await expect(storage.getByTestId('storage-page-storageOverview')).toHaveCount(0);
  await expect(storage.getByTestId('storage-nav-storageOverview')).toHaveClass(/storage-link-active/);

  await page.unroute(POOL_INFO);
  await error.getByRole('button').click();
  await expect(storage.getByTestId('storage-page-storageOverview')).toBeVisible();
  await expect(error).toHaveCount(0);
});
