import type { z } from 'zod';
import type { AppServiceName } from '../app-services.js';
import type { MainRole } from '../roles.js';
import { TIMEOUTS } from '../constants.js';

export type HttpMethod = 'GET' | 'POST';

/** Who may make a call. `public` calls work without a token; the rest name the roles allowed. */
export type Access = { public: true } | { public: false; roles: readonly MainRole[] };

export interface CallDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  payload: P;
  response: R;
  timeoutMs: number;
  access: Access;
  /**
   * How the page sends the body: form (spec 1 §7), JSON (the `/zspool/` family, spec 3 §7), or the
   * raw bytes of one file (`application/octet-stream`, e.g. a release archive) with an empty payload.
   */
  bodyType: 'form' | 'json' | 'binary';
  /** A locked session may still make this call (DECISIONS "Sign-in calls", lock). */
  allowedWhileLocked: boolean;
  /** A GET that authenticates by the session cookie (downloads, exports). */
  cookieAuth: boolean;
  /** The admin-password event a role-1 caller must have passed within 5 s (DECISIONS). */
  passwordEvent?: string;
  /**
   * Payload fields a POST may also carry in its query string, where the spec writes them into the
   * path (`/v1/api/agent?service=…`); the body wins when both have one. Never the token.
   */
  queryFields?: readonly string[];
  /**
   * The agent service this call is (`/v1/api/agent?s=…`): calls sharing that path are told apart by
   * it, and the daemon's agent dispatcher checks each as a call of its own.
   */
  service?: string;
  /**
   * The app service this call belongs to (`app-services.ts`): a user denied that service is refused
   * the call (C123001) after authentication, before any work. Not `service`, which names agent calls.
   */
  appService?: AppServiceName;
}

type CallOptions<P extends z.ZodType, R extends z.ZodType> = Pick<
  CallDef<P, R>,
  'method' | 'path' | 'payload' | 'response' | 'access'
> &
  Partial<
    Pick<
      CallDef<P, R>,
      | 'timeoutMs'
      | 'bodyType'
      | 'allowedWhileLocked'
      | 'cookieAuth'
      | 'passwordEvent'
      | 'queryFields'
      | 'service'
      | 'appService'
    >
  >;

export function defineCall<P extends z.ZodType, R extends z.ZodType>(
  options: CallOptions<P, R>,
): CallDef<P, R> {
  return {
    timeoutMs: TIMEOUTS.default,
    bodyType: options.path.startsWith('/zspool/') ? 'json' : 'form',
    allowedWhileLocked: false,
    cookieAuth: false,
    ...options,
  };
}

export const PUBLIC: Access = { public: true };

export function rolesAccess(roles: readonly MainRole[]): Access {
  return { public: false, roles };
}

export type PayloadOf<C extends CallDef> = z.input<C['payload']>;
export type ParsedPayloadOf<C extends CallDef> = z.output<C['payload']>;
export type ResponseOf<C extends CallDef> = z.output<C['response']>;
