import type { CodeText } from './spec-codes.js';

/**
 * What keeps an SSD cache from working on a kernel: the `{missing}` of C109001, worded in both
 * languages so the refusal reads whole in either (DECISIONS "SSD cache").
 */
export const CACHE_MISSING = {
  neither: {
    zh: '此设备的内核既没有bcache，也没有device-mapper缓存',
    en: 'this kernel has neither bcache nor device-mapper cache',
  },
  noCacheTarget: {
    zh: '此设备的内核既没有bcache，也没有device-mapper的缓存模块',
    en: 'this kernel has neither bcache nor the device-mapper cache target',
  },
  dmCacheOnly: {
    zh: '此设备的内核没有bcache，Coffer不使用device-mapper缓存',
    en: 'this kernel has no bcache; Coffer does not set up a device-mapper cache',
  },
} as const satisfies Record<string, CodeText>;

export type CacheMissing = keyof typeof CACHE_MISSING;
