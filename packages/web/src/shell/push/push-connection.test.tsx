import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { PRIVACY_PROTOCOL_VERSION, type LoginResult } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { FakePushSocket } from './fake-push-socket';
import { PushConnection } from './push-connection';

const session: LoginResult = {
  token: 'tok-a',
  userid: 2,
  username: 'alice',
  nickname: '',
  mainRole: 3,
  isMaster: 0,
  isDevOps: 0,
  userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: PRIVACY_PROTOCOL_VERSION },
  userType: 'file',
  nasid: 'nas-1',
};

describe('PushConnection', () => {
  const sockets: FakePushSocket[] = [];

  beforeEach(() => {
    sockets.length = 0;
    vi.stubGlobal(
      'WebSocket',
      vi.fn(function (url: string) {
        const socket = new FakePushSocket(url);
        sockets.push(socket);
        return socket;
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useSessionStore.getState().clear('user'));
  });

  it('connects for the session, registers again after a new sign-in, closes on sign-out', () => {
    act(() => useSessionStore.getState().signIn(session, true));
    render(<PushConnection />);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe(`ws://${window.location.host}/push/ws`);
    act(() => sockets[0]!.open());
    expect(sockets[0]!.sent[0]).toMatchObject({
      type: 'register',
      app: 'web',
      platform: 'web',
      token: 'tok-a',
    });

    act(() => useSessionStore.getState().signIn({ ...session, token: 'tok-b' }, true));
    expect(sockets[0]!.closed).toBe(true);
    act(() => sockets[1]!.open());
    expect(sockets[1]!.sent[0]).toMatchObject({ token: 'tok-b' });

    act(() => useSessionStore.getState().clear('user'));
    expect(sockets[1]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });
});
