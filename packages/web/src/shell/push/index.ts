export { onPush, subscribePushTopic, type PushDataByKind, type PushHandler } from './push-bus';
export { usePush } from './use-push';
export { PushConnection } from './push-connection';
export { PushClient, type PushClientOptions, type PushSocket } from './push-client';
