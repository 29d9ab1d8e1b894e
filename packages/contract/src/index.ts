export * from './envelope.js';
export * from './roles.js';
export * from './constants.js';
export * from './storage-limits.js';
export * from './capacity.js';
export * from './password-policy.js';
export * from './password-events.js';
export * from './permissions.js';
export * from './fields.js';
export * from './errors/catalogue.js';
export * from './errors/codes.js';
export * from './errors/network-codes.js';
export * from './errors/sign-out.js';
export * from './calls/index.js';
export * from './boot-facts.js';
// The push constants live apart from the frames' zod schemas, so a page can use them without zod.
export * from './push/push-constants.js';
export * from './push/push-frames.js';
