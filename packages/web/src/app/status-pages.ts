/** The full-page notices (antd Result and its illustrations), kept out of the sign-in chunk. */
export { NotFoundPage } from '../pages/not-found-page';
export { PublicPlaceholderPage } from '../pages/public-placeholder-page';
export { UnauthorizedPage } from '../pages/unauthorized-page';
