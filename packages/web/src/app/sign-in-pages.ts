/** The other pages on the way to sign-in, loaded as one chunk (the login page is in the entry). */
export { LoginJumpPage } from '../pages/login-jump-page';
export { LoginEntryPage } from '../pages/login-entry-page';
