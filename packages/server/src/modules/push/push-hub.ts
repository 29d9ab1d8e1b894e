import { randomUUID } from 'node:crypto';
import type { MainRole, PushEvent, PushKind, PushServerFrame, PushTopic } from '@coffer/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Authentication } from '../auth/auth-service.js';

/** One registered page: a WebSocket on the daemon's port or the local push port. */
export interface PushPeer {
  send(frame: PushServerFrame): void;
  /** Sends a frame already serialised (a topic's frame, the same text for every subscriber). */
  sendText?(text: string): void;
  close(): void;
  /** The page's address (the socket's peer), for the IP lists. */
  ip?: string;
}

/** Who may see a frame (ARCHITECTURE: each frame only to sessions allowed to see it). */
export type PushAudience =
  | { kind: 'everyone' }
  | { kind: 'roles'; roles: readonly MainRole[] }
  /** One account's sessions, except those on the device that caused the event. */
  | { kind: 'user'; userId: number; exceptDeviceId?: string };

interface Registered {
  token: string;
  deviceId: string;
}

/**
 * The push channel's fan-out. A page registers with its token; every frame is checked against the
 * session as it is now (signed out, revoked, disabled: the socket is closed instead) and against the
 * frame's audience. Checking does not touch the session, so pushes never keep an idle session alive.
 */
export class PushHub {
  private readonly peers = new Map<PushPeer, Registered>();
  /** The registered pages subscribed to each topic (a page with the monitor open…). */
  private readonly topics = new Map<PushTopic, Set<PushPeer>>();

  constructor(
    private readonly peek: (token: string) => Authentication,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.peers.size;
  }

  /** Admits a page; answers the sign-out code when its token admits nobody. */
  register(peer: PushPeer, token: string, deviceId: string): Authentication {
    const result = this.peek(token);
    if (result.ok) this.peers.set(peer, { token, deviceId });
    return result;
  }

  remove(peer: PushPeer): void {
    this.peers.delete(peer);
    for (const subscribed of this.topics.values()) subscribed.delete(peer);
  }

  /** A registered page starts receiving `topic`'s frames; false for a page not registered. */
  subscribe(peer: PushPeer, topic: PushTopic): boolean {
    if (!this.peers.has(peer)) return false;
    let subscribed = this.topics.get(topic);
    if (!subscribed) this.topics.set(topic, (subscribed = new Set()));
    subscribed.add(peer);
    return true;
  }

  unsubscribe(peer: PushPeer, topic: PushTopic): void {
    this.topics.get(topic)?.delete(peer);
  }

  /** How many pages are subscribed to `topic`; a source with none can skip building its frames. */
  subscribers(topic: PushTopic): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  /**
   * Sends an event to the pages subscribed to `topic` whose session is one of `roles`. The frame is
   * serialised once for all of them: a topic's frames come every second.
   */
  publishTopic<D>(topic: PushTopic, type: PushKind, data: D, roles: readonly MainRole[]): void {
    const subscribed = this.topics.get(topic);
    if (!subscribed || subscribed.size === 0) return;
    const event: PushEvent<D> = { type, msguuid: randomUUID(), time: this.now(), data };
    let text: string | undefined;
    for (const peer of subscribed) {
      const registered = this.peers.get(peer);
      const result = registered && this.peek(registered.token);
      if (!registered || !result?.ok) {
        this.dropPeer(peer, result && !result.ok ? result.code : undefined);
        continue;
      }
      if (!roles.includes(result.auth.mainRole)) continue;
      if (peer.sendText) peer.sendText((text ??= JSON.stringify(event)));
      else peer.send(event);
    }
  }

  private dropPeer(peer: PushPeer, code: string | undefined): void {
    this.remove(peer);
    if (code !== undefined) peer.send({ type: 'error', code, msg: 'signed out' });
    peer.close();
  }

  publish<D>(type: PushKind, data: D, audience: PushAudience): PushEvent<D> {
    const event: PushEvent<D> = { type, msguuid: randomUUID(), time: this.now(), data };
    for (const [peer, registered] of this.peers) {
      const result = this.peek(registered.token);
      if (!result.ok) {
        this.dropPeer(peer, result.code);
        continue;
      }
      if (admits(audience, result.auth, registered.deviceId)) peer.send(event);
    }
    return event;
  }

  /** Closes the pages whose address `refused` holds (an address just blocked by the IP lists). */
  closeWhere(refused: (ip: string) => boolean): void {
    for (const peer of this.peers.keys()) {
      if (peer.ip === undefined || !refused(peer.ip)) continue;
      this.dropPeer(peer, undefined);
    }
  }

  /**
   * Ends at once the sockets of sessions that no longer admit anyone (an account just disabled,
   * deleted or its password reset): each gets its sign-out code, as on the next publish.
   */
  dropSignedOut(): void {
    for (const [peer, registered] of this.peers) {
      const result = this.peek(registered.token);
      if (result.ok) continue;
      this.dropPeer(peer, result.code);
    }
  }

  closeAll(): void {
    for (const peer of this.peers.keys()) peer.close();
    this.peers.clear();
    this.topics.clear();
  }
}

function admits(audience: PushAudience, auth: AuthContext, deviceId: string): boolean {
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'roles':
      return audience.roles.includes(auth.mainRole);
    case 'user':
      return auth.user.id === audience.userId && deviceId !== audience.exceptDeviceId;
  }
}
