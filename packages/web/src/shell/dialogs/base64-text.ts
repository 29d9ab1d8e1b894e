/** The UTF-8 text a base64 string encodes, or null when it is not base64 of UTF-8 text. */
export function decodeBase64Text(base64: string): string | null {
  try {
    const binary = atob(base64.trim());
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
