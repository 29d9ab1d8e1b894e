import { useMemo } from 'react';
import { App } from 'antd';
import { createToastDeduper } from '../../api/toast-dedupe';

// One deduper for the whole page: two windows showing the same text within 3 s show it once.
const shouldShow = createToastDeduper();

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** GEN-17: antd's message toasts, each identical text suppressed for 3 s. */
export function useToast(): Record<ToastKind, (text: string) => void> {
  const { message } = App.useApp();
  return useMemo(() => {
    const show = (kind: ToastKind) => (text: string) => {
      if (shouldShow(text, Date.now())) void message[kind](text);
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [message]);
}
