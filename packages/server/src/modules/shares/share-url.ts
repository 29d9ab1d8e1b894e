import { SHARE_CONNECT, SHARE_PAGE_PATH, type ShareConfig } from '@coffer/contract';

/** A domain name with an optional port, for a custom share domain (SHARE-02). */
const DOMAIN =
  /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(:\d{1,5})?$/;

export function isShareDomain(domain: string): boolean {
  return DOMAIN.test(domain);
}

/**
 * A link's public address: on the custom domain when one is set (over HTTPS), otherwise on the
 * address the person reached this device by, so links work on the LAN.
 */
export function shareUrl(
  id: string,
  config: ShareConfig,
  request: { protocol: string; host: string | undefined },
): string {
  if (config.connect_type === SHARE_CONNECT.domain && config.domain) {
    return `https://${config.domain}${SHARE_PAGE_PATH}${id}`;
  }
  return `${request.protocol}://${request.host ?? 'localhost'}${SHARE_PAGE_PATH}${id}`;
}
