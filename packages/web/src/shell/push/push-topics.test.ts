import { describe, expect, it } from 'vitest';
import type { PushTopic } from '@coffer/contract';
import { onPushTopicChange, subscribedPushTopics, subscribePushTopic } from './push-bus';
import { FakePushSocket } from './fake-push-socket';
import { PushClient } from './push-client';

function connectedClient(topics: () => readonly PushTopic[]) {
  const sockets: FakePushSocket[] = [];
  const client = new PushClient({
    url: 'ws://nas.local/push/ws',
    identity: () => ({ deviceId: 'dev-1', device: 'PC' }),
    dispatch: () => {},
    topics,
    createSocket: (url) => {
      const socket = new FakePushSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  client.start('tok');
  const socket = sockets[0]!;
  socket.open();
  return { client, socket };
}

describe('push topics', () => {
  it('subscribes at the first user, unsubscribes after the last', () => {
    const changes: [PushTopic, boolean][] = [];
    const stop = onPushTopicChange((topic, on) => changes.push([topic, on]));
    const first = subscribePushTopic('monitor');
    const second = subscribePushTopic('monitor');
    expect(subscribedPushTopics()).toEqual(['monitor']);
    first();
    first();
    expect(changes).toEqual([['monitor', true]]);
    second();
    expect(changes).toEqual([
      ['monitor', true],
      ['monitor', false],
    ]);
    expect(subscribedPushTopics()).toEqual([]);
    stop();
  });

  it('sends the wanted topics after registering, and changes at once when registered', () => {
    const { client, socket } = connectedClient(() => ['monitor']);
    client.setTopic('monitor', true);
    // Not registered yet: nothing but the register frame.
    expect(socket.sent.map((frame) => (frame as { type: string }).type)).toEqual(['register']);
    socket.receive({ type: 'registered' });
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'monitor' });
    client.setTopic('monitor', false);
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'monitor' });
    client.stop();
  });
});
