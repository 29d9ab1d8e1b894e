/**
 * Directory sign-in in the browser against a real slapd: the connect form refuses to save before a
 * successful test, a wrong bind password shows its reason, the import shows its report, the user
 * table marks the directory account (its password reset not offered), and that user signs in
 * through the sign-in page with the directory password.
 */
import {
  SUFFIX,
  READER,
  personLdif,
  startSlapd,
  type SlapdServer,
} from '../../packages/server/test/directory/slapd-server.js';
import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInOwnContext, signInThroughPage } from '../support/desktop.js';

test.use({ viewport: { width: 1280, height: 720 } });

let slapd: SlapdServer | undefined;

test.beforeEach(async () => {
  slapd = await startSlapd();
  await slapd.add(personLdif('mei', 'Mei Chen', 'Mei-dir-2026'));
  await slapd.add(`dn: cn=sales,ou=groups,${SUFFIX}
objectClass: groupOfNames
cn: sales
member: uid=mei,ou=people,${SUFFIX}
`);
});

test.afterEach(async () => {
  await slapd?.stop();
});

test('connects a directory, imports it and signs its user in with the directory password', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  const center = await openFromDesktop(page, 'userCenter');
  await center.getByRole('tab', { name: /目录服务|Directory/ }).click();
  const form = center.getByTestId('directory-connect');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('directory-save')).toBeDisabled();

  await form.getByTestId('directory-url').fill(slapd!.url);
  await form.getByTestId('directory-base').fill(SUFFIX);
  await form.getByTestId('directory-bind-dn').fill(READER.dn);
  await form.getByTestId('directory-bind-password').fill('not-the-password');
  await form.getByTestId('directory-test').click();
  await expect(form.getByTestId('directory-error')).toContainText(/拒绝了绑定|refused the bind/);
  await expect(form.getByTestId('directory-save')).toBeDisabled();

  await form.getByTestId('directory-bind-password').fill(READER.password);
  // Enter in the form runs the test, as the button does.
  await form.getByTestId('directory-bind-password').press('Enter');
  await expect(form.getByTestId('directory-test-ok')).toContainText(/1/);
  await form.getByTestId('directory-save').click();

  const view = center.getByTestId('directory-edit-view');
  await expect(view).toContainText(slapd!.url);
  await view.getByTestId('directory-import').click();
  const report = page.getByTestId('directory-report');
  await expect(report).toContainText('mei');
  await expect(report).toContainText('sales');
  await report.getByTestId('directory-report-close').click();
  await expect(view.getByTestId('directory-accounts')).toContainText(`uid=mei,ou=people,${SUFFIX}`);

  await center.getByRole('tab', { name: /^用户$|^Users$/ }).click();
  const meiRow = center.locator('.ant-table-row', { hasText: 'mei' });
  await expect(meiRow.getByTestId('user-directory-mark')).toBeVisible();
  await expect(meiRow.getByTestId('user-reset')).toBeDisabled();

  const meiPage = await signInOwnContext(browser, daemon.baseURL, {
    username: 'mei',
    password: 'Mei-dir-2026',
  });
  await expect(meiPage.getByTestId('desktop-user')).toContainText('mei');
  await meiPage.context().close();
});
