import { useEffect } from 'react';
import { call } from '../../api/client';
import { currentDeviceIdentity } from '../../api/device-identity';
import { authCallsLater } from '../../api/later-calls';
import { useSessionStore } from '../../session/session-store';
import { emitPush, emitPushRegistered, onPushTopicChange, subscribedPushTopics } from './push-bus';
import { PushClient } from './push-client';
import { pushUrl } from './push-frames';

/**
 * Keeps the page's push connection for the signed-in session (PUSH-03/04). A new token (a new
 * sign-in) gets a new connection; sign-out closes it.
 */
export function PushConnection() {
  const token = useSessionStore((state) => state.session?.token ?? null);

  useEffect(() => {
    if (!token) return;
    const client = new PushClient({
      url: pushUrl(window.location),
      identity: currentDeviceIdentity,
      dispatch: emitPush,
      onRegistered: emitPushRegistered,
      // The push channel does not sign out by itself: the token check does, through the same
      // failure reactions (notices, `from`) as every other call.
      onSignOutCode: () =>
        void authCallsLater().then(({ authToken }) => call(authToken, {}, { toast: false })),
      topics: subscribedPushTopics,
    });
    const stopTopics = onPushTopicChange((topic, subscribed) => client.setTopic(topic, subscribed));
    client.start(token);
    return () => {
      stopTopics();
      client.stop();
    };
  }, [token]);

  return null;
}
