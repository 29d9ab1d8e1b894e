import { Code, DIRECTORY_TIMEOUTS, type DirectorySettings } from '@coffer/contract';
import { AndFilter, Client, EqualityFilter, FilterParser, InvalidCredentialsError, type Entry } from 'ldapts';
import { AppError } from '../../http/app-error.js';
import { directoryFailure } from './ldap-errors.js';

export interface DirectoryConnection extends DirectorySettings {
  bindPassword: string;
}

/** One user entry, reduced to what an account needs. */
export interface DirectoryUser {
  dn: string;
  username: string;
  nickname: string;
}

export interface DirectoryGroup {
  dn: string;
  name: string;
  /** Members as DNs (`member`, `uniqueMember`) and as sign-in names (`memberUid`). */
  memberDns: string[];
  memberNames: string[];
}

function clientFor(url: string): Client {
  return new Client({
    url,
    connectTimeout: DIRECTORY_TIMEOUTS.connectMs,
    timeout: DIRECTORY_TIMEOUTS.operationMs,
  });
}

function first(value: Entry[string] | undefined): string {
  const item = Array.isArray(value) ? value[0] : value;
  return item === undefined ? '' : item.toString();
}

function all(value: Entry[string] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => item.toString());
}

/**
 * A conversation with the directory under the service account (the bind DN): searches for users and
 * groups, and the check of one user's own password. Every call opens its own connection and closes
 * it; each operation is bounded by DIRECTORY_TIMEOUTS, so a silent server answers a code, not a hang.
 */
export class LdapSession {
  constructor(private readonly connection: DirectoryConnection) {}

  /** Runs `work` on a connection bound as the service account. */
  private async asService<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const { url, bindDn, bindPassword } = this.connection;
    const client = clientFor(url);
    try {
      try {
        // An empty bind DN is an anonymous bind; a DN with an empty password would be one too.
        if (bindDn) await client.bind(bindDn, bindPassword);
      } catch (error) {
        throw directoryFailure(error, { url, dn: bindDn, during: 'service-bind' });
      }
      return await work(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  private async search(
    client: Client,
    base: string,
    filter: string | AndFilter,
    attributes: string[],
    sizeLimit: number,
  ): Promise<Entry[]> {
    try {
      const { searchEntries } = await client.search(base, {
        scope: 'sub',
        filter,
        attributes,
        sizeLimit,
        paged: { pageSize: 500 },
      });
      return searchEntries;
    } catch (error) {
      throw directoryFailure(error, { url: this.connection.url, dn: base, during: 'search', max: sizeLimit });
    }
  }

  private userEntries(client: Client, sizeLimit: number): Promise<Entry[]> {
    const { baseDn, userFilter, userAttr } = this.connection;
    return this.search(client, baseDn, userFilter, [userAttr, 'cn', 'displayName'], sizeLimit);
  }

  private toUser(entry: Entry): DirectoryUser {
    const username = first(entry[this.connection.userAttr]);
    return { dn: entry.dn, username, nickname: first(entry.displayName) || first(entry.cn) };
  }

  /** Every user and group under the bases (at most `max` of each). */
  async readAll(max: number): Promise<{ users: DirectoryUser[]; groups: DirectoryGroup[] }> {
    const { baseDn, groupBase, groupFilter } = this.connection;
    return this.asService(async (client) => {
      const users = (await this.userEntries(client, max)).map((entry) => this.toUser(entry));
      const groupEntries = await this.search(
        client,
        groupBase || baseDn,
        groupFilter,
        ['cn', 'member', 'uniqueMember', 'memberUid'],
        max,
      );
      const groups = groupEntries.map((entry) => ({
        dn: entry.dn,
        name: first(entry.cn),
        memberDns: [...all(entry.member), ...all(entry.uniqueMember)],
        memberNames: all(entry.memberUid),
      }));
      return { users: users.filter((user) => user.username), groups: groups.filter((group) => group.name) };
    });
  }

  /**
   * Whether `username` is in the directory and `password` is theirs: the service account finds the
   * one entry with that name, then a second connection binds as that entry with the password.
   */
  async verifyUser(username: string, password: string): Promise<'ok' | 'wrong' | 'gone'> {
    const { userFilter, userAttr, url } = this.connection;
    const filter = new AndFilter({
      filters: [
        FilterParser.parseString(userFilter),
        new EqualityFilter({ attribute: userAttr, value: username }),
      ],
    });
    const found = await this.asService((client) =>
      this.search(client, this.connection.baseDn, filter, [userAttr], 2),
    ).catch((error: unknown) => {
      // Several entries answer to that name: none of them is the account.
      if (error instanceof AppError && error.code === Code.directoryTooManyEntries) return [];
      throw error;
    });
    if (found.length !== 1) return 'gone';
    // An empty password would be an unauthenticated bind, which servers accept: never a sign-in.
    if (!password) return 'wrong';
    const client = clientFor(url);
    try {
      await client.bind(found[0]!.dn, password);
      return 'ok';
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return 'wrong';
      throw directoryFailure(error, { url, during: 'user-bind' });
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
}
