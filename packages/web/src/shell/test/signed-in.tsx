import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PRIVACY_PROTOCOL_VERSION, type LoginResult } from '@coffer/contract';
import { Providers } from '../../test/providers';
import { useSessionStore } from '../../session/session-store';
import { TEST_PUBLIC_KEY, envelope, type SeenRequest } from '../../test/fake-daemon';

export const testSession: LoginResult = {
  token: 'tok-1',
  userid: 7,
  username: 'alice',
  nickname: '',
  mainRole: 1,
  isMaster: 1,
  isDevOps: 0,
  userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: PRIVACY_PROTOCOL_VERSION },
  userType: 'file',
  nasid: 'nas-1',
};

export function signInForTest(keepLogin = false): void {
  act(() => useSessionStore.getState().signIn(testSession, keepLogin));
}

export function renderWithProviders(children: ReactNode) {
  return render(<Providers>{children}</Providers>);
}

/** Fake-daemon handlers of the user's key-value store, kept in `store`. */
export function kvHandlers(store: Map<string, string>) {
  return {
    'POST /kv/create': (request: SeenRequest) => {
      store.set(request.form?.get('k') ?? '', request.form?.get('v') ?? '');
      return envelope(null);
    },
    'POST /kv/load': (request: SeenRequest) =>
      envelope({ value: store.get(request.form?.get('k') ?? '') ?? null }),
    'POST /kv/delete': (request: SeenRequest) => {
      store.delete(request.form?.get('k') ?? '');
      return envelope(null);
    },
  };
}

export const keyPubHandler = {
  'GET /key/pub': envelope({ key: TEST_PUBLIC_KEY, key_id: 'k1', name: 'nas', sign: '' }),
};
