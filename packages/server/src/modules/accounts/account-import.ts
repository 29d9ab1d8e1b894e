import {
  Code,
  IMPORT_ROWS_MAX,
  Role,
  type CatalogueCode,
  type MainRole,
  type MessageParams,
} from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { parseCsv } from './account-csv.js';

export interface NewAccount {
  username: string;
  password: string;
  nickname: string;
  remark: string;
  mainRole: MainRole;
  groups: number[];
}

export type ImportCandidate = NewAccount & { line: number };

export interface ImportRefusal {
  line: number;
  username: string;
  code: CatalogueCode;
  params: MessageParams;
}

const ROLE_WORDS: Record<string, MainRole> = {
  '': Role.user,
  '1': Role.master,
  master: Role.master,
  '2': Role.devOps,
  devops: Role.devOps,
  '3': Role.user,
  user: Role.user,
};

/**
 * Reads an import CSV (docs/decisions.md "Accounts and groups"): a header line naming the columns
 * (username and password required; nickname, remark, role, groups optional, in any order), then one
 * account a line. `groups` lists group names separated by `;`. A line that cannot be read is refused
 * with its reason; a header without the required columns or too many lines refuses the whole file.
 */
export function readImport(
  csv: string,
  groupIds: ReadonlyMap<string, number>,
): (ImportCandidate | ImportRefusal)[] {
  const [header, ...lines] = parseCsv(csv);
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('username') < 0 || at('password') < 0) throw new AppError(Code.importHeaderInvalid);
  if (lines.length > IMPORT_ROWS_MAX) throw new AppError(Code.importTooManyRows, { max: IMPORT_ROWS_MAX });
  return lines.map(({ line, fields }) => {
    const field = (name: string) => (at(name) < 0 ? '' : (fields[at(name)] ?? ''));
    const username = field('username').trim();
    const refuse = (reason: string): ImportRefusal => ({
      line,
      username,
      code: Code.importRowInvalid,
      params: { reason },
    });
    const mainRole = ROLE_WORDS[field('role').trim().toLowerCase()];
    if (mainRole === undefined) return refuse(`role “${field('role')}”`);
    const groups: number[] = [];
    for (const name of field('groups')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const id = groupIds.get(name.toLowerCase());
      if (id === undefined) return { line, username, code: Code.groupNotFound, params: {} };
      groups.push(id);
    }
    return {
      line,
      username,
      password: field('password'),
      nickname: field('nickname').trim().slice(0, 32),
      remark: field('remark').trim().slice(0, 64),
      mainRole,
      groups,
    };
  });
}
