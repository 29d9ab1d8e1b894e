import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CALLS } from '@coffer/contract';
import { addAgreedUser } from '../support/accounts.js';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

interface IpLink {
  ifname: string;
  flags: string[];
  addr_info: { family: string; local: string; prefixlen: number }[];
}

async function criticalViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

function ipAddr(): string {
  return execFileSync('ip', ['-j', 'addr'], { encoding: 'utf8' });
}

/** The machine's first port with an IPv4 address, as `ip` shows it, and that address. */
function wiredPort(ipJson: string): { wired: IpLink; v4: string } {
  const wired = (JSON.parse(ipJson) as IpLink[]).find(
    (link) => !link.flags.includes('LOOPBACK') && link.addr_info.some((address) => address.family === 'inet'),
  )!;
  return { wired, v4: wired.addr_info.find((address) => address.family === 'inet')!.local };
}

test('an administrator edits a port in settings → network: wrong fields are caught, the dry run changes nothing', async ({
  page,
  daemon,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await prepareOwner(daemon.baseURL);
  const before = ipAddr();
  const { wired, v4 } = wiredPort(before);

  await signInThroughPage(page);
  const window = await openFromDesktop(page, 'setting');
  await window.getByTestId('setting-nav-network').click();
  // The machine's own port, with the address `ip` shows.
  const card = window.getByTestId(`net-card-${wired.ifname}`);
  await expect(card).toBeVisible();
  await expect(window.getByTestId(`net-ipv4-${wired.ifname}`)).toContainText(v4);
  await expect(window.getByTestId('net-dry-run')).toBeVisible();
  expect(await criticalViolations(page)).toEqual([]);

  await card.getByTestId(`net-edit-${wired.ifname}`).click();
  const dialog = page.getByRole('dialog', { name: `编辑 ${wired.ifname}` });
  await dialog.getByText('静态', { exact: true }).first().click();
  await dialog.getByTestId('net-gateway').fill('198.51.100.1');
  await expect(dialog.getByText('子网掩码错误，网关与 IP 不在同一网段')).toBeVisible();
  expect(await criticalViolations(page)).toEqual([]);
  await dialog.getByTestId('net-gateway').fill('');
  await dialog.getByTestId('net-mtu').fill('1300');
  await dialog.getByTestId('net-save').click();
  await expect(page.getByText('修改网络后，本页面可能与设备断开连接', { exact: false })).toBeVisible();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  const applied = page.getByRole('dialog', { name: '演示模式：将写入的配置' });
  // systemd-networkd's unit, or ifupdown's stanza where the machine has ifupdown.
  await expect(applied).toContainText(new RegExp(`Name=${wired.ifname}|iface ${wired.ifname} inet`));
  await expect(applied).toContainText(/MTUBytes=1300|mtu 1300/);
  expect(ipAddr()).toBe(before);
});

test('an operations administrator whose network area the master closed can read and diagnose, but change nothing', async ({
  page,
  daemon,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await prepareOwner(daemon.baseURL);
  const ops = { username: 'ops', password: 'Coffer-2026ops' };
  await addAgreedUser(daemon.baseURL, daemon.dataDir, ops, 2);
  const { token } = await signIn(daemon.baseURL);
  await post(daemon.baseURL, CALLS.subPermSet.path, { network: false }, token);
  const { wired, v4 } = wiredPort(ipAddr());

  await signInThroughPage(page, ops);
  const window = await openFromDesktop(page, 'setting');
  await window.getByTestId('setting-nav-network').click();
  await expect(window.getByTestId('setting-area-closed')).toBeVisible();
  const card = window.getByTestId(`net-card-${wired.ifname}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId(`net-edit-${wired.ifname}`)).toBeDisabled();
  await expect(window.getByTestId('net-create-bond')).toBeDisabled();
  await expect(window.getByRole('button', { name: '刷新' })).toBeEnabled();

  await card.getByTestId(`net-diagnose-${wired.ifname}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('net-diag-run').click();
  // The port's own link and address checks, run for real.
  await expect(dialog.getByTestId('net-diag-steps')).toContainText(v4);
});
