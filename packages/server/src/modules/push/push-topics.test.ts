import { PERMISSIONS, SIGN_OUT, type MainRole, type PushServerFrame } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth-context.js';
import type { Authentication } from '../auth/auth-service.js';
import { PushHub, type PushPeer } from './push-hub.js';

/** Tokens are `role-N` (signed in with main role N) or anything else (signed out). */
function peek(token: string): Authentication {
  const role = /^role-(\d)$/.exec(token)?.[1];
  if (!role) return { ok: false, code: SIGN_OUT.tokenInvalid };
  return { ok: true, auth: { mainRole: Number(role) as MainRole } as AuthContext };
}

function peer() {
  const frames: PushServerFrame[] = [];
  const texts: string[] = [];
  let closed = false;
  const page: PushPeer = {
    send: (frame) => frames.push(frame),
    sendText: (text) => texts.push(text),
    close: () => (closed = true),
  };
  return { page, frames, texts, closed: () => closed };
}

describe('push topics', () => {
  it('send a topic’s frames only to subscribed pages of the allowed roles, serialised once', () => {
    const hub = new PushHub(peek);
    const admin = peer();
    const user = peer();
    const idle = peer();
    hub.register(admin.page, 'role-2', 'a');
    hub.register(user.page, 'role-3', 'b');
    hub.register(idle.page, 'role-1', 'c');
    expect(hub.subscribe(admin.page, 'monitor')).toBe(true);
    expect(hub.subscribe(user.page, 'monitor')).toBe(true);
    hub.publishTopic('monitor', 'monitor_sample', { t: 1 }, PERMISSIONS.monitor);
    expect(admin.texts).toHaveLength(1);
    expect(JSON.parse(admin.texts[0]!)).toMatchObject({ type: 'monitor_sample', data: { t: 1 } });
    expect(user.texts).toEqual([]);
    expect(idle.texts).toEqual([]);
  });

  it('refuses a page that has not registered, and forgets a removed one', () => {
    const hub = new PushHub(peek);
    const stranger = peer();
    expect(hub.subscribe(stranger.page, 'monitor')).toBe(false);
    const page = peer();
    hub.register(page.page, 'role-1', 'a');
    hub.subscribe(page.page, 'monitor');
    expect(hub.subscribers('monitor')).toBe(1);
    hub.remove(page.page);
    expect(hub.subscribers('monitor')).toBe(0);
  });

  it('closes a subscribed page whose session ended, with its sign-out code', () => {
    let token = 'role-1';
    const hub = new PushHub(() => peek(token));
    const page = peer();
    hub.register(page.page, 'role-1', 'a');
    hub.subscribe(page.page, 'monitor');
    token = 'gone';
    hub.publishTopic('monitor', 'monitor_sample', {}, PERMISSIONS.monitor);
    expect(page.frames).toEqual([{ type: 'error', code: SIGN_OUT.tokenInvalid, msg: 'signed out' }]);
    expect(page.closed()).toBe(true);
    expect(hub.subscribers('monitor')).toBe(0);
  });
});
