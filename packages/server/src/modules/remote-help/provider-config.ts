/**
 * Where the provider's cloud service answers (docs/decisions.md "Remote assistance"): config.json
 * `provider.url` and `provider.supportPhone`, or COFFER_PROVIDER_URL and COFFER_SUPPORT_PHONE. Both
 * are empty by default: a LAN-only device has no provider, and remote assistance then says so
 * (DECISIONS "Out of reach on a LAN-only box").
 */
export interface ProviderConfig {
  /** The base address, without a trailing slash; empty when none is configured. */
  url: string;
  /** The support hotline shown beside remote assistance; empty leaves that line out. */
  supportPhone: string;
}

export const NO_PROVIDER: ProviderConfig = { url: '', supportPhone: '' };

export function parseProviderConfig(file: unknown, env: NodeJS.ProcessEnv): ProviderConfig {
  if (file !== undefined && (typeof file !== 'object' || file === null || Array.isArray(file))) {
    throw new Error('invalid provider: an object with url and supportPhone');
  }
  const section = (file ?? {}) as Record<string, unknown>;
  const url = text(env.COFFER_PROVIDER_URL ?? section.url, 'provider url');
  const supportPhone = text(env.COFFER_SUPPORT_PHONE ?? section.supportPhone, 'provider supportPhone');
  return { url: url === '' ? '' : providerUrl(url), supportPhone };
}

function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new Error(`invalid ${name}: a string`);
  return value.trim();
}

function providerUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`invalid provider url: ${value} (http:// or https://)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`invalid provider url: ${value} (http:// or https://)`);
  }
  return url.toString().replace(/\/+$/, '');
}
