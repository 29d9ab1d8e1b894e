import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { onFailureReaction, type SignOutNotice } from '../api/failure-reactions';
import { createToastDeduper } from '../api/toast-dedupe';
import { endSessionLocally } from './sign-out';

const NOTICE_TITLE_KEY = {
  accountDisabled: 'signOutNotice.accountDisabledTitle',
  externalLoginForbidden: 'signOutNotice.externalLoginTitle',
} as const satisfies Record<SignOutNotice, string>;

/** Shows what failed calls call for: toasts, and the notices before a forced sign-out (SESS-05..07). */
export function FailureReactionBridge() {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  const noticeOpen = useRef(false);

  useEffect(() => {
    const shouldShow = createToastDeduper();
    return onFailureReaction((reaction, envelope) => {
      if (reaction.kind === 'toast') {
        if (shouldShow(reaction.text, Date.now())) void message.error(reaction.text);
        return;
      }
      if (reaction.kind !== 'signOut') return;
      if (!reaction.notice) {
        endSessionLocally();
        return;
      }
      // Every pending call may answer the same code; one notice is enough.
      if (noticeOpen.current) return;
      noticeOpen.current = true;
      modal.warning({
        title: t(NOTICE_TITLE_KEY[reaction.notice]),
        content: envelope.message,
        okText: t('common.iKnow'),
        keyboard: false,
        mask: { closable: false },
        onOk: () => {
          noticeOpen.current = false;
          endSessionLocally();
        },
      });
    });
  }, [message, modal, t]);

  return null;
}
