/**
 * Spec 1 §7 form bodies: every value a string; a list (or object) travels as its JSON text, as the
 * daemon reads it (ARCHITECTURE "Wire protocol"). Missing values are left out, not sent empty.
 */
export function formValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

export function encodeFormBody(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const text = formValue(value);
    if (text !== undefined) params.append(name, text);
  }
  return params.toString();
}
