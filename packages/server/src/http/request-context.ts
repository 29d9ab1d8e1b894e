import type { CallDef } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, ClientInfo } from '../modules/auth/auth-context.js';
import { isBodyStream } from './binary-body.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
    /** The envelope code this request was answered with, for the request log. */
    answerCode: string | number | undefined;
    /** The contract call this request makes, once looked up (`callOf`); null on other routes. */
    call: CallDef | null | undefined;
  }
  interface FastifyContextConfig {
    call?: CallDef;
    /** A path several calls share, told apart by their service (`/v1/api/agent?s=…`). */
    services?: ReadonlyMap<string, CallDef>;
  }
}

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields {
  if (isBodyStream(value)) return {};
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
}

/** The agent service a request names: the body's `service`, else the query's `s` or `service`. */
export function serviceOf(request: FastifyRequest): string | undefined {
  const query = asFields(request.query);
  return firstString(asFields(request.body).service) ?? firstString(query.s) ?? firstString(query.service);
}

/**
 * The contract call a request makes: its route's, or on a shared path the one its service names.
 * Looked up once per request: Fastify builds `routeOptions` anew at every read.
 */
export function callOf(request: FastifyRequest): CallDef | undefined {
  if (request.call === undefined) {
    const { call, services } = request.routeOptions.config;
    request.call = (services ? services.get(serviceOf(request) ?? '') : call) ?? null;
  }
  return request.call ?? undefined;
}

/**
 * The fields a call's payload is read from: the query of a GET, the body of a POST, plus the query
 * fields a POST's call names (`queryFields`: the spec writes them into the path); the body wins.
 */
export function payloadSource(request: FastifyRequest): Fields {
  if (request.method === 'GET') return asFields(request.query);
  const body = asFields(request.body);
  const queryFields = callOf(request)?.queryFields ?? [];
  if (queryFields.length === 0) return body;
  const query = asFields(request.query);
  const fromQuery = Object.fromEntries(
    queryFields.flatMap((name) => {
      const value = firstString(query[name]);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return { ...fromQuery, ...body };
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The token of a call: the `token` header or body field of a POST; the session cookie only for a GET
 * that authenticates by cookie. Never the query string (ARCHITECTURE "Wire protocol").
 */
export function tokenOf(request: FastifyRequest, call: CallDef, cookieName: string): string | undefined {
  const header = firstString(request.headers.token);
  if (header) return header;
  if (request.method === 'POST') return firstString(asFields(request.body).token);
  if (call.cookieAuth) return cookieValue(request.headers.cookie, cookieName);
  return undefined;
}

export function nasidOf(request: FastifyRequest): string | undefined {
  return firstString(payloadSource(request).nasid);
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** REQ-01: the page names its device and platform in every call's query. */
export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const query = asFields(request.query);
  const text = (key: string) => (firstString(query[key]) ?? '').slice(0, 200);
  return { ip: request.ip, deviceId: text('device_id'), device: text('device'), platform: text('plat') };
}
