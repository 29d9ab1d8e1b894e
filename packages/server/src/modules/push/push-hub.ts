import { randomUUID } from 'node:crypto';
import type { MainRole, PushEvent, PushKind, PushServerFrame } from '@coffer/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Authentication } from '../auth/auth-service.js';

/** One registered page: a WebSocket on the daemon's port or the local push port. */
export interface PushPeer {
  send(frame: PushServerFrame): void;
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
  }

  publish<D>(type: PushKind, data: D, audience: PushAudience): PushEvent<D> {
    const event: PushEvent<D> = { type, msguuid: randomUUID(), time: this.now(), data };
    for (const [peer, registered] of this.peers) {
      const result = this.peek(registered.token);
      if (!result.ok) {
        this.peers.delete(peer);
        peer.send({ type: 'error', code: result.code, msg: 'signed out' });
        peer.close();
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
      this.peers.delete(peer);
      peer.close();
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
      this.peers.delete(peer);
      peer.send({ type: 'error', code: result.code, msg: 'signed out' });
      peer.close();
    }
  }

  closeAll(): void {
    for (const peer of this.peers.keys()) peer.close();
    this.peers.clear();
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
