import { currentLanguage } from '../../i18n/i18n';

/** Epoch seconds as a local date and time in the interface's language. */
export function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString(currentLanguage(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}
