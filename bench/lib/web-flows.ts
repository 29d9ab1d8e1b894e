/**
 * How the web benchmarks drive the pages: where each page is, when it counts as interactive, and
 * the sign-in through a form. The selectors are here so a rebuilt page needs one change.
 */
import type { Page } from 'playwright-core';
import { OWNER } from '../../e2e/support/api.js';
import { peerPagePath } from './web-build.js';

/**
 * The desktop counts as interactive once this has rendered: the signed-in user's menu button in the
 * taskbar, drawn in the same render as the icons and the app menu.
 */
export const DESKTOP_READY = '[data-testid="desktop-user"]';

const byTestId = (id: string) => `[data-testid="${id}"]`;

export interface SignInPage {
  name: string;
  path: string;
  /** Interactive: this is enabled. */
  ready: string;
  username: string;
  password: string;
  submit: string;
  /** Signed in: this has rendered. */
  done: string;
}

export const APP_SIGN_IN: SignInPage = {
  name: 'coffer',
  path: '/home/login',
  ready: `${byTestId('login-username')}:enabled`,
  username: byTestId('login-username'),
  password: byTestId('login-password'),
  submit: byTestId('login-submit'),
  done: DESKTOP_READY,
};

export const BARE_SIGN_IN: SignInPage = {
  name: 'bare',
  path: peerPagePath('bareSignIn'),
  ready: `${byTestId('bare-username')}:enabled`,
  username: byTestId('bare-username'),
  password: byTestId('bare-password'),
  submit: byTestId('bare-submit'),
  done: byTestId('bare-signed-in'),
};

export const REFERENCE = {
  path: peerPagePath('reference'),
  ready: `${byTestId('reference-ready')}:enabled`,
} as const;

const TIMEOUT_MS = 30_000;

export async function waitFor(page: Page, selector: string): Promise<void> {
  await page.locator(selector).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
}

export async function openUntilReady(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url, { timeout: TIMEOUT_MS });
  await waitFor(page, ready);
}

/** Types the owner's name and password into the form. */
export async function fillSignIn(page: Page, target: SignInPage): Promise<void> {
  await page.fill(target.username, OWNER.username);
  await page.fill(target.password, OWNER.password);
}

/** Fills the form as the owner and submits; resolves when the signed-in element has rendered. */
export async function submitSignIn(page: Page, target: SignInPage): Promise<void> {
  await fillSignIn(page, target);
  await page.click(target.submit);
  await waitFor(page, target.done);
}
