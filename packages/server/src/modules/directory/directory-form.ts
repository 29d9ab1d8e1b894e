import { Code, type DirectorySettings } from '@coffer/contract';
import { FilterParser } from 'ldapts';
import { AppError } from '../../http/app-error.js';

const LDAP_URL = /^ldaps?:\/\/[^\s/?#]+\/?$/i;

/** Refuses a connection that cannot work before any packet is sent: its address and its filters. */
export function assertUsableSettings(settings: DirectorySettings): void {
  if (!LDAP_URL.test(settings.url)) throw new AppError(Code.directoryUrlInvalid);
  for (const filter of [settings.userFilter, settings.groupFilter]) {
    try {
      FilterParser.parseString(filter);
    } catch {
      throw new AppError(Code.directoryFilterInvalid, { filter });
    }
  }
}
