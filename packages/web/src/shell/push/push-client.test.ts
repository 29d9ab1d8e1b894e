import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, PUSH_TIMING, type PushEvent } from '@coffer/contract';
import { FakePushSocket } from './fake-push-socket';
import { PUSH_REFUSAL_BACKOFF, PushClient } from './push-client';
import { pushUrl } from './push-frames';

const PUSH_URL = 'ws://nas.local:5055/push/ws';

function setup() {
  const sockets: FakePushSocket[] = [];
  const dispatched: PushEvent[] = [];
  const onSignOutCode = vi.fn();
  const client = new PushClient({
    url: PUSH_URL,
    identity: () => ({ deviceId: 'dev-1', device: 'PC Chrome 131' }),
    dispatch: (event) => dispatched.push(event),
    onSignOutCode,
    createSocket: (url) => {
      const socket = new FakePushSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, dispatched, onSignOutCode, last };
}

const hotplug = {
  type: 'storage_hotplug_hdd_add',
  msguuid: 'm-1',
  time: 1_700_000_000_000,
  data: { sn: 'S1', pos: 'sata3', dev_type: 'sata', size: 4, model: 'X' },
};

describe('pushUrl', () => {
  it('follows the page: ws over http, wss over https, same host and port', () => {
    expect(pushUrl({ protocol: 'http:', host: '192.168.1.5:5055' })).toBe('ws://192.168.1.5:5055/push/ws');
    expect(pushUrl({ protocol: 'https:', host: 'nas.example' })).toBe('wss://nas.example/push/ws');
  });
});

describe('PushClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the register frame once the socket opens', () => {
    const { client, last } = setup();
    client.start('tok-1');
    expect(last().url).toBe(PUSH_URL);
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([
      {
        type: 'register',
        app: 'web',
        device_id: 'dev-1',
        platform: 'web',
        device: 'PC Chrome 131',
        version: APP_VERSION,
        token: 'tok-1',
      },
    ]);
    expect(client.state).toBe('open');
    last().receive({ type: 'registered' });
    expect(client.state).toBe('registered');
  });

  it('pings every 20 s while answered', () => {
    const { client, last } = setup();
    client.start('tok');
    last().open();
    last().receive({ type: 'registered' });
    vi.advanceTimersByTime(PUSH_TIMING.pingMs - 1);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent[1]).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(PUSH_TIMING.pingMs);
    expect(last().sent).toHaveLength(3);
  });

  it('reconnects 500 ms after a socket error', () => {
    const { client, sockets, last } = setup();
    client.start('tok');
    last().fail();
    vi.advanceTimersByTime(PUSH_TIMING.retryAfterErrorMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
  });

  it('reconnects 2 s after the socket closed', () => {
    const { client, sockets, last } = setup();
    client.start('tok');
    last().open();
    last().drop();
    expect(client.state).toBe('waiting');
    vi.advanceTimersByTime(PUSH_TIMING.retryNotOpenMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 2 s after a ping finds the socket not open', () => {
    const { client, sockets } = setup();
    client.start('tok');
    vi.advanceTimersByTime(PUSH_TIMING.pingMs);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(PUSH_TIMING.retryNotOpenMs);
    expect(sockets).toHaveLength(2);
  });

  it('treats a silent connection as dead after an unanswered ping', () => {
    const { client, sockets, last } = setup();
    client.start('tok');
    last().open();
    vi.advanceTimersByTime(PUSH_TIMING.pingMs);
    expect(sockets[0]!.closed).toBe(false);
    vi.advanceTimersByTime(PUSH_TIMING.pingMs);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(PUSH_TIMING.retryNotOpenMs);
    expect(sockets).toHaveLength(2);
  });

  it('dispatches event frames once each and ignores what it does not understand', () => {
    const { client, dispatched, last } = setup();
    client.start('tok');
    last().open();
    last().receive(hotplug);
    last().receive(hotplug);
    last().receive({ type: 'reboot', msguuid: 'm-2', time: 1, data: { action: 'reboot', time: 1 } });
    last().receive({ type: 'file_opt_weird', msguuid: 'm-3', time: 1, data: {} });
    last().receive({ type: 'reboot' });
    expect(dispatched.map((event) => [event.type, event.msguuid])).toEqual([
      ['storage_hotplug_hdd_add', 'm-1'],
      ['reboot', 'm-2'],
    ]);
  });

  it('backs off when the daemon refuses the token with a sign-out code', () => {
    const { client, sockets, last, onSignOutCode } = setup();
    client.start('tok');
    last().open();
    last().receive({ type: 'error', code: 'N001209', msg: 'expired' });
    last().drop();
    expect(onSignOutCode).toHaveBeenCalledWith('N001209', 'expired');
    vi.advanceTimersByTime(PUSH_REFUSAL_BACKOFF.firstSignOutMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'error', code: 'N001209', msg: 'expired' });
    vi.advanceTimersByTime(2 * PUSH_REFUSAL_BACKOFF.firstSignOutMs - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('backs off from 2 s on other refusals', () => {
    const { client, sockets, last, onSignOutCode } = setup();
    client.start('tok');
    last().open();
    last().receive({ type: 'error', code: 'C100400', msg: 'bad frame' });
    expect(onSignOutCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PUSH_REFUSAL_BACKOFF.firstMs);
    expect(sockets).toHaveLength(2);
  });

  it('stops on sign-out: socket closed, no retry, no ping', () => {
    const { client, sockets, last } = setup();
    client.start('tok');
    last().open();
    client.stop();
    expect(sockets[0]!.closed).toBe(true);
    expect(client.state).toBe('idle');
    vi.advanceTimersByTime(10 * PUSH_TIMING.pingMs);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent).toHaveLength(1);
  });

  it('stops a pending retry on sign-out', () => {
    const { client, sockets, last } = setup();
    client.start('tok');
    last().fail();
    client.stop();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('registers again at once with the token of a new sign-in', () => {
    const { client, sockets, last } = setup();
    client.start('tok-1');
    last().open();
    client.start('tok-1');
    expect(sockets).toHaveLength(1);
    client.start('tok-2');
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'register', token: 'tok-2' });
  });

  it('retries when the socket cannot even be made', () => {
    let attempts = 0;
    const client = new PushClient({
      url: PUSH_URL,
      identity: () => ({ deviceId: 'd', device: 'PC' }),
      dispatch: () => {},
      createSocket: () => {
        attempts += 1;
        throw new Error('no WebSocket');
      },
    });
    client.start('tok');
    expect(client.state).toBe('waiting');
    vi.advanceTimersByTime(PUSH_TIMING.retryNotOpenMs);
    expect(attempts).toBe(2);
    client.stop();
  });
});
