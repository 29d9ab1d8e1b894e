import { dbRepairText } from '../shell/db-repair/db-repair-text';
import { alertText } from '../shell/alerts/alert-text';
import { avatarText } from '../shell/avatar/avatar-text';
import { desktopText } from '../shell/desktop/desktop-text';
import { dialogText } from '../shell/dialogs/dialog-text';
import { formatText } from '../shell/format/format-text';
import { lockText } from '../shell/lock/lock-text';
import { noticeText } from '../shell/notices/notice-text';
import { overlaysText } from '../shell/overlays/overlays-text';
import { powerText } from '../shell/power/power-text';
import { windowText } from '../shell/window/window-text';
// The action feed and the log center name audit actions (issue 16)
import { auditActionText } from '../shell/audit/audit-action-text';
import { actionFeedText } from '../shell/action-feed/action-feed-text';
import { i18n } from './i18n';
import { LANGUAGES } from './languages';

/** The signed-in shell's texts by namespace; the sign-in page never shows them. */
const SIGNED_IN_TEXTS = {
  window: windowText,
  format: formatText,
  notices: noticeText,
  power: powerText,
  dialogs: dialogText,
  lock: lockText,
  overlays: overlaysText,
  desktopShell: desktopText,
  dbRepair: dbRepairText,
  alerts: alertText,
  auditActions: auditActionText,
  actionFeed: actionFeedText,
  avatar: avatarText,
};

export type SignedInMessages = {
  [Namespace in keyof typeof SIGNED_IN_TEXTS]: (typeof SIGNED_IN_TEXTS)[Namespace]['zh-CN'];
};

// Added when the first chunk that shows them loads, so the sign-in page does not download them.
for (const lang of LANGUAGES) {
  const messages = Object.fromEntries(
    Object.entries(SIGNED_IN_TEXTS).map(([namespace, texts]) => [namespace, texts[lang]]),
  );
  i18n.addMessages(lang, messages);
}
