/** A plain JSON object (not null, not an array): what a parsed answer or stored value must be to read fields from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
