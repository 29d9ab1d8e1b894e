/** PEM and DER helpers for the device's RSA public key, without any dependency. */

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface Pem {
  label: string;
  der: Uint8Array<ArrayBuffer>;
}

export function parsePem(pem: string): Pem {
  const match = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem);
  if (!match) throw new Error('Not a PEM block');
  return { label: match[1] ?? '', der: base64ToBytes((match[2] ?? '').replace(/\s+/g, '')) };
}

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

function derNode(tag: number, content: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = [tag, ...derLength(content.length)];
  const node = new Uint8Array(header.length + content.length);
  node.set(header, 0);
  node.set(content, header.length);
  return node;
}

/** AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL } */
const RSA_ALGORITHM = new Uint8Array([
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
]);

/**
 * WebCrypto imports only SubjectPublicKeyInfo; a PKCS#1 "RSA PUBLIC KEY" is wrapped into one so
 * the daemon may hand out either form.
 */
export function spkiFromPem(pem: string): Uint8Array<ArrayBuffer> {
  const { label, der } = parsePem(pem);
  if (label === 'PUBLIC KEY') return der;
  if (label !== 'RSA PUBLIC KEY') throw new Error(`Unsupported key type: ${label}`);
  const bitString = derNode(0x03, new Uint8Array([0x00, ...der]));
  const body = new Uint8Array(RSA_ALGORITHM.length + bitString.length);
  body.set(RSA_ALGORITHM, 0);
  body.set(bitString, RSA_ALGORITHM.length);
  return derNode(0x30, body);
}
