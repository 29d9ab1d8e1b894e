import type { Readable } from 'node:stream';
import { CALLS } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { binaryBodyOf } from '../../http/binary-body.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { AuthContext } from '../auth/auth-context.js';
import { assertAvatarSize } from './avatar-picture.js';
import type { AvatarService } from './avatar-service.js';

/** The upload's bytes; its declared size is checked before one is read. */
async function uploadOf(request: FastifyRequest): Promise<Buffer> {
  const { stream, length } = binaryBodyOf(request);
  assertAvatarSize(length);
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream as Readable) {
    read += (chunk as Buffer).length;
    assertAvatarSize(read);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const act = (action: string, target: string) => ({ category: 'account', action, target }) as const;

function actorOf(auth: AuthContext) {
  return { id: auth.user.id, mainRole: auth.mainRole };
}

/** The avatar calls (contract `calls/avatars.ts`): each change writes one audit row. */
export function avatarRoutes(app: FastifyInstance, { avatars }: { avatars: AvatarService }): void {
  registerRawPrivateCall(app, CALLS.avatarImage, async ({ payload, request, reply }) => {
    const picture = avatars.picture(payload.uid);
    request.answerCode = 200;
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=86400')
      .send(picture);
  });

  registerPrivateCall(app, CALLS.avatarMine, ({ auth }) => ({
    uid: auth.user.id,
    avatar: avatars.version(auth.user.id),
  }));

  registerPrivateCall(app, CALLS.avatarSetMine, async ({ auth, request }) =>
    audited(request, act('user.avatar.set', auth.user.username), async () =>
      avatars.set(auth.user.id, await uploadOf(request)),
    ),
  );

  registerPrivateCall(app, CALLS.avatarRemoveMine, async ({ auth, request }) =>
    audited(request, act('user.avatar.remove', auth.user.username), () => avatars.remove(auth.user.id)),
  );

  registerPrivateCall(app, CALLS.accountAvatarSet, async ({ payload, auth, request }) => {
    const target = avatars.usernameOf(payload.uid) ?? `#${payload.uid}`;
    return audited(request, act('user.avatar.set', target), async () => {
      avatars.assertMayChange(actorOf(auth), payload.uid);
      return avatars.set(payload.uid, await uploadOf(request));
    });
  });

  registerPrivateCall(app, CALLS.accountAvatarRemove, async ({ payload, auth, request }) => {
    const target = avatars.usernameOf(payload.uid) ?? `#${payload.uid}`;
    return audited(request, act('user.avatar.remove', target), () => {
      avatars.assertMayChange(actorOf(auth), payload.uid);
      return avatars.remove(payload.uid);
    });
  });
}
