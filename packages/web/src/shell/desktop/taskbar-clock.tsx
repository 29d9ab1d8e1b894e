import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { useClock } from '../lock/use-clock';
import { clockText } from './clock-text';

/** The taskbar's time and date, in the interface language. */
export function TaskbarClock() {
  // Re-renders on a language switch; the words come from the language itself.
  useTranslation();
  const now = useClock();
  const { time, date } = clockText(now, currentLanguage());
  return (
    <time className="taskbar-clock" data-testid="taskbar-clock" dateTime={now.toISOString()}>
      <span className="taskbar-clock-time">{time}</span>
      <span className="taskbar-clock-date">{date}</span>
    </time>
  );
}
