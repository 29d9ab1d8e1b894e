import { useEffect, useRef } from 'react';
import type { PushKind } from '@coffer/contract';
import { onPush, type PushHandler } from './push-bus';

/** Runs `handler` for each push event of `kind` while the component is mounted. */
export function usePush<K extends PushKind>(kind: K, handler: PushHandler<K>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onPush(kind, (data, event) => latest.current(data, event)), [kind]);
}
