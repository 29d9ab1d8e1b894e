const zhCN = {
  justNow: '刚刚',
  minuteAgo: '{{count}}分钟前',
  minutesAgo: '{{count}}分钟前',
  hourAgo: '{{count}}小时前',
  hoursAgo: '{{count}}小时前',
  oneDayAgo: '1天前',
  day: '{{count}}天',
  days: '{{count}}天',
  hour: '{{count}}小时',
  hours: '{{count}}小时',
  minute: '{{count}}分钟',
  minutes: '{{count}}分钟',
  unitSeparator: '',
  remaining: '还需{{time}}',
  remainingOverDays: '还需{{days}}天以上',
  remainingUnderMinute: '还需不到1分钟',
};

type FormatMessages = typeof zhCN;

/** Texts of shell/format: relative times and remaining times (GEN-14, GEN-15). */
export const formatText: Record<'zh-CN' | 'en', FormatMessages> = {
  'zh-CN': zhCN,
  en: {
    justNow: 'just now',
    minuteAgo: '{{count}} minute ago',
    minutesAgo: '{{count}} minutes ago',
    hourAgo: '{{count}} hour ago',
    hoursAgo: '{{count}} hours ago',
    oneDayAgo: '1 day ago',
    day: '{{count}} day',
    days: '{{count}} days',
    hour: '{{count}} hour',
    hours: '{{count}} hours',
    minute: '{{count}} minute',
    minutes: '{{count}} minutes',
    unitSeparator: ' ',
    remaining: '{{time}} left',
    remainingOverDays: 'More than {{days}} days left',
    remainingUnderMinute: 'Less than a minute left',
  },
};
