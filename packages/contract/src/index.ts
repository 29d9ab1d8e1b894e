export * from './envelope.js';
export * from './roles.js';
export * from './constants.js';
export * from './storage-limits.js';
export * from './raid-modes.js';
export * from './protocol-rules.js';
export * from './capacity.js';
export * from './password-policy.js';
export * from './password-events.js';
export * from './permissions.js';
export * from './app-services.js';
export * from './fields.js';
export * from './errors/spec-codes.js';
export * from './errors/catalogue.js';
export * from './errors/codes.js';
export * from './errors/network-codes.js';
export * from './errors/sign-out.js';
export * from './errors/cache-reasons.js';
export * from './calls/index.js';
export * from './boot-facts.js';
export * from './file-type-codes.js';
export * from './ip-entry.js';
// The push constants live apart from the frames' zod schemas, so a page can use them without zod.
export * from './push/push-constants.js';
export * from './push/push-frames.js';
// Network settings' validators (issue 17 §2, SET-NET-04).
export * from './network-rules.js';
