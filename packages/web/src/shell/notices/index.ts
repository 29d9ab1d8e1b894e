export { NoticeCentreButton } from './notice-centre-button';
export { NoticeCentre } from './notice-centre';
export { PushNoticeBridge, type PushNoticeBridgeProps } from './push-notice-bridge';
export { addNotice, selectUnreadCount, useNoticeStore } from './notice-store';
export { noticeFromPush, NOTICE_PUSH_KINDS } from './push-to-notice';
export { noticeContent } from './notice-content';
export type { Notice, NoticeBody, NoticeInput, NoticeKind, NoticeLevel } from './notice-types';
