/** The pages a visitor signs in through, loaded as one chunk. */
export { LoginPage } from '../pages/login/login-page';
export { LoginJumpPage } from '../pages/login-jump-page';
export { LoginEntryPage } from '../pages/login-entry-page';
