import {
  EXTERNAL_LOGIN_FORBIDDEN,
  isSignOutCode,
  PUSH_TIMING,
  type PushEvent,
  type PushTopic,
} from '@coffer/contract';
import type { DeviceIdentity } from '../../api/device-identity';
import { parseFrame, registerFrame } from './push-frames';

/** The part of a browser WebSocket the client uses, so tests can hand it a fake. */
export interface PushSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type PushSocketFactory = (url: string) => PushSocket;

type TimerId = ReturnType<typeof setTimeout>;

export interface PushTimers {
  setTimeout(run: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId | undefined): void;
  setInterval(run: () => void, ms: number): TimerId;
  clearInterval(id: TimerId | undefined): void;
}

/**
 * How long to wait after the daemon refuses the register frame. A refused token will be refused
 * again, so the client backs off instead of asking every 500 ms; a sign-out code starts longer,
 * because the page's own check then signs the user out.
 */
export const PUSH_REFUSAL_BACKOFF = {
  firstMs: PUSH_TIMING.retryNotOpenMs,
  firstSignOutMs: 30_000,
  maxMs: 300_000,
} as const;

const OPEN = 1;
const RECENT_EVENTS_KEPT = 200;

export interface PushClientOptions {
  url: string;
  identity: () => DeviceIdentity;
  /** Receives every event frame once (a repeated msguuid is dropped). */
  dispatch: (event: PushEvent) => void;
  /** The daemon accepted the token: at sign-in and after every reconnection (missed events to fetch). */
  onRegistered?: () => void;
  /** The daemon refused the token with a sign-out code; the page checks its session. */
  onSignOutCode?: (code: string, msg: string) => void;
  createSocket?: PushSocketFactory;
  timers?: PushTimers;
  /** The topics the page wants (push-bus `subscribePushTopic`): subscribed again after each register. */
  topics?: () => readonly PushTopic[];
}

export type PushClientState = 'idle' | 'connecting' | 'open' | 'registered' | 'waiting';

const browserTimers: PushTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
};

/**
 * The page's push connection (PUSH-03/04): registers with the session's token, pings every 20 s,
 * reconnects 500 ms after a socket error and 2 s after the socket closed or is found not open.
 */
export class PushClient {
  private readonly createSocket: PushSocketFactory;
  private readonly timers: PushTimers;
  private token: string | null = null;
  private socket: PushSocket | null = null;
  private pingTimer: TimerId | undefined;
  private retryTimer: TimerId | undefined;
  private awaitingAnswer = false;
  private registered = false;
  private refusals = 0;
  private readonly recentEvents: string[] = [];

  constructor(private readonly options: PushClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.timers = options.timers ?? browserTimers;
  }

  get state(): PushClientState {
    if (this.token === null) return 'idle';
    if (!this.socket) return 'waiting';
    if (this.socket.readyState !== OPEN) return 'connecting';
    return this.registered ? 'registered' : 'open';
  }

  /** Connects with `token`; a different token (a new sign-in) replaces the connection at once. */
  start(token: string): void {
    if (token === this.token) return;
    this.stop();
    this.token = token;
    this.connect();
  }

  /** Starts or stops a topic's frames now; a socket not yet registered subscribes when it is. */
  setTopic(topic: PushTopic, subscribed: boolean): void {
    if (!this.registered || this.socket?.readyState !== OPEN) return;
    this.socket.send(JSON.stringify({ type: subscribed ? 'subscribe' : 'unsubscribe', topic }));
  }

  /** Sign-out: closes the socket and stops every timer. */
  stop(): void {
    this.token = null;
    this.refusals = 0;
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.timers.clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.dropSocket();
  }

  private connect(): void {
    this.retryTimer = undefined;
    if (this.token === null) return;
    this.registered = false;
    this.awaitingAnswer = false;
    let socket: PushSocket;
    try {
      socket = this.createSocket(this.options.url);
    } catch {
      // A browser without WebSocket, or one refusing the address: try again as for a socket not open.
      this.retryTimer = this.timers.setTimeout(() => this.connect(), PUSH_TIMING.retryNotOpenMs);
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.onOpen(socket);
    socket.onmessage = (event) => this.onMessage(socket, event.data);
    socket.onerror = () => this.onSocketError(socket);
    socket.onclose = () => this.onSocketClose(socket);
    this.timers.clearInterval(this.pingTimer);
    this.pingTimer = this.timers.setInterval(() => this.onPingTick(), PUSH_TIMING.pingMs);
  }

  private onOpen(socket: PushSocket): void {
    if (socket !== this.socket || this.token === null) return;
    socket.send(JSON.stringify(registerFrame(this.token, this.options.identity())));
  }

  private onMessage(socket: PushSocket, raw: unknown): void {
    if (socket !== this.socket) return;
    this.awaitingAnswer = false;
    const frame = parseFrame(raw);
    if (!frame) return;
    switch (frame.type) {
      case 'registered':
        this.registered = true;
        this.refusals = 0;
        for (const topic of this.options.topics?.() ?? []) this.setTopic(topic, true);
        this.options.onRegistered?.();
        return;
      case 'pong':
        return;
      case 'error':
        this.onRefused(frame.code, frame.msg);
        return;
      default:
        this.deliver(frame);
    }
  }

  private onRefused(code: string, msg: string): void {
    this.refusals += 1;
    const signOut = isSignOutCode(code) || code === EXTERNAL_LOGIN_FORBIDDEN;
    const first = signOut ? PUSH_REFUSAL_BACKOFF.firstSignOutMs : PUSH_REFUSAL_BACKOFF.firstMs;
    if (signOut) this.options.onSignOutCode?.(code, msg);
    // The daemon closes after an error frame; dropping the socket here too covers one that does not.
    this.reconnectIn(Math.min(PUSH_REFUSAL_BACKOFF.maxMs, first * 2 ** (this.refusals - 1)));
  }

  private deliver(event: PushEvent): void {
    if (this.recentEvents.includes(event.msguuid)) return;
    this.recentEvents.push(event.msguuid);
    if (this.recentEvents.length > RECENT_EVENTS_KEPT) this.recentEvents.shift();
    this.options.dispatch(event);
  }

  private onSocketError(socket: PushSocket): void {
    if (socket !== this.socket) return;
    this.reconnectIn(PUSH_TIMING.retryAfterErrorMs);
  }

  private onSocketClose(socket: PushSocket): void {
    if (socket !== this.socket) return;
    this.reconnectIn(PUSH_TIMING.retryNotOpenMs);
  }

  private onPingTick(): void {
    const socket = this.socket;
    if (!socket || this.retryTimer !== undefined) return;
    // Not open after a whole ping period, or silent since the last ping: a dead connection.
    if (socket.readyState !== OPEN || this.awaitingAnswer) {
      this.reconnectIn(PUSH_TIMING.retryNotOpenMs);
      return;
    }
    this.awaitingAnswer = true;
    socket.send(JSON.stringify({ type: 'ping' }));
  }

  /** Drops the current socket and connects again after `delayMs`; one pending retry at a time. */
  private reconnectIn(delayMs: number): void {
    if (this.token === null || this.retryTimer !== undefined) return;
    this.timers.clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.dropSocket();
    this.retryTimer = this.timers.setTimeout(() => this.connect(), delayMs);
  }

  private dropSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.registered = false;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never connected may throw in some browsers; it is gone either way.
    }
  }
}
