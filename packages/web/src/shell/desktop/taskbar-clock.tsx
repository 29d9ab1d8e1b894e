import { useTranslation } from 'react-i18next';
import { useClock } from '../lock/use-clock';

/** The taskbar's time and date, in the interface language. */
export function TaskbarClock() {
  const { i18n } = useTranslation();
  const now = useClock();
  const locale = i18n.language === 'en' ? 'en-GB' : 'zh-CN';
  const time = now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const date = now.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return (
    <time className="taskbar-clock" data-testid="taskbar-clock" dateTime={now.toISOString()}>
      <span className="taskbar-clock-time">{time}</span>
      <span className="taskbar-clock-date">{date}</span>
    </time>
  );
}
