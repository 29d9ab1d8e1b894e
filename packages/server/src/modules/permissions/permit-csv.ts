import {
  APP_SERVICES,
  APP_SERVICE_NAMES,
  type GroupServicePermits,
  type Lang,
  type UserServicePermits,
} from '@coffer/contract';
import { csvLine } from '../../http/csv.js';
import type { FolderGrant } from './folder-access.js';

const GRANT_WORD = { 0: 'deny', 1: 'allow' } as const;
const FOLDER_WORD: Record<FolderGrant, string> = { 0: 'none', 1: 'read-write', 2: 'read-only' };

function grantWord(grant: 0 | 1 | null): string {
  return grant === null ? '' : GRANT_WORD[grant];
}

export function folderWord(grant: FolderGrant | null): string {
  return grant === null ? '' : FOLDER_WORD[grant];
}

function titleOf(service: keyof typeof APP_SERVICES, lang: Lang): string {
  return APP_SERVICES[service].title[lang];
}

/** One user's grants and answers: a row per app service. */
export function userServiceCsv(permits: UserServicePermits, lang: Lang): string[] {
  return [
    csvLine(['service', 'title', 'own', 'permission', 'source']),
    ...permits.permits.map((row) =>
      csvLine([
        row.service,
        titleOf(row.service, lang),
        grantWord(row.own),
        grantWord(row.permission),
        row.source,
      ]),
    ),
  ];
}

/** One group's grants: a row per app service; an empty permission is no grant. */
export function groupServiceCsv(permits: GroupServicePermits, lang: Lang): string[] {
  return [
    csvLine(['service', 'title', 'permission']),
    ...permits.permits.map((row) =>
      csvLine([row.service, titleOf(row.service, lang), grantWord(row.permission)]),
    ),
  ];
}

export interface UserAnswersRow {
  uid: number;
  username: string;
  mainRole: number;
  permission: (service: (typeof APP_SERVICE_NAMES)[number]) => 0 | 1;
}

/** Every account's answers: a row per account, a column per app service. */
export function usersServiceCsv(rows: readonly UserAnswersRow[]): string[] {
  return [
    csvLine(['uid', 'username', 'role', ...APP_SERVICE_NAMES]),
    ...rows.map((row) =>
      csvLine([
        String(row.uid),
        row.username,
        String(row.mainRole),
        ...APP_SERVICE_NAMES.map((service) => GRANT_WORD[row.permission(service)]),
      ]),
    ),
  ];
}
