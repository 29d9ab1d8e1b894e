import { bytesToBase64, spkiFromPem } from './pem';

/**
 * Credentials are sealed with the device key: RSA-OAEP with SHA-256 for both the digest and MGF1,
 * base64 text (ARCHITECTURE "Wire protocol").
 */
export async function encryptWithWebCrypto(subtle: SubtleCrypto, pem: string, text: string): Promise<string> {
  const key = await subtle.importKey('spki', spkiFromPem(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return bytesToBase64(new Uint8Array(cipher));
}

type Forge = typeof import('node-forge');

let forgeModule: Promise<Forge> | null = null;

/** node-forge is loaded only when needed, so the initial bundle stays small. */
function loadForge(): Promise<Forge> {
  forgeModule ??= import('node-forge').then((mod) => {
    // node-forge is CommonJS: depending on the bundler the API is the namespace or its default.
    const candidate = mod as Forge & { default?: Forge };
    return candidate.default?.pki ? candidate.default : candidate;
  });
  return forgeModule;
}

export async function encryptWithForge(pem: string, text: string): Promise<string> {
  const forge = await loadForge();
  const der = spkiFromPem(pem);
  let binary = '';
  for (const byte of der) binary += String.fromCharCode(byte);
  const key = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(binary),
  ) as import('node-forge').pki.rsa.PublicKey;
  const cipher = key.encrypt(forge.util.encodeUtf8(text), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}

/** The browser's crypto.subtle exists only in secure contexts; a LAN address over HTTP has none. */
export function availableSubtle(): SubtleCrypto | null {
  return globalThis.isSecureContext !== false && globalThis.crypto?.subtle ? globalThis.crypto.subtle : null;
}

export async function encryptText(
  pem: string,
  text: string,
  options: { forceForge?: boolean } = {},
): Promise<string> {
  const subtle = options.forceForge ? null : availableSubtle();
  return subtle ? encryptWithWebCrypto(subtle, pem, text) : encryptWithForge(pem, text);
}
