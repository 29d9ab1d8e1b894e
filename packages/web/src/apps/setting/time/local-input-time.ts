/** `YYYY-MM-DDTHH:mm` of a moment in this computer's zone, as a `datetime-local` input holds it. */
export function toLocalInput(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Epoch seconds of a `datetime-local` value read in this computer's zone; null when it is not one. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** The device's clock shown in its own zone, e.g. "2026-11-27 18:30:05". */
export function deviceTimeText(ms: number, zone: string, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
      timeZone: zone,
      dateStyle: 'medium',
      timeStyle: 'medium',
    }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}
