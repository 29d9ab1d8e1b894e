import type { CofferCode } from './catalogue.js';

/** Names for the codes Coffer adds, so code reads `Code.wrongCredentials`, not a literal. */
export const Code = {
  badBody: 'C100400',
  notFound: 'C100404',
  bodyTooLarge: 'C100413',
  invalidParam: 'C100422',
  forbidden: 'C100403',
  otherDevice: 'C100409',
  tooManyRequests: 'C100429',
  wrongCredentials: 'C101001',
  loginLocked: 'C101002',
  staleKey: 'C101003',
  undecryptable: 'C101004',
  weakPassword: 'C101005',
  alreadyRegistered: 'C101006',
  notRegistered: 'C101007',
  usernameTaken: 'C101008',
  passwordCheckRequired: 'C101009',
  unknownEvent: 'C101010',
  sessionLocked: 'C101011',
  badUsername: 'C101012',
  wrongPassword: 'C101013',
  noSuchUser: 'C101014',
} as const satisfies Record<string, CofferCode>;

export const INTERNAL_ERROR = 500;
export const NOT_CONFIGURED = 510;
