import { currentLanguage } from '../../i18n/i18n';

/** Epoch milliseconds as a local date and time in the interface's language. */
export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(currentLanguage(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}
