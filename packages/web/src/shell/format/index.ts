export { formatSize, SIZE_UNITS } from './format-size';
export { formatDateTime, formatRelativeTime, relativeTime, type RelativeTime } from './relative-time';
export { formatRemainingTime, REMAINING_CAP_DAYS, remainingTime, type RemainingTime } from './remaining-time';
export { NAME_WIDTH, textWidth, truncateByWidth, truncateName } from './truncate-text';
export { LOADING_OVERLAY_DELAY_MS, useDelayedLoading } from './use-delayed-loading';
export { isNearBottom, SCROLL_LOAD, useScrollToLoad, type ScrollToLoadOptions } from './use-scroll-to-load';
export { useToast, type ToastKind } from './use-toast';
// GEN-17's rule lives with the request layer, which shows failure toasts through it.
export { createToastDeduper } from '../../api/toast-dedupe';
