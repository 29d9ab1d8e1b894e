import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { messageOf, type ActionItem, type CatalogueCode } from '@coffer/contract';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../../session/session-store';
import { auditActionName } from '../audit/audit-action-name';
import { formatDateTime, formatRelativeTime } from '../format/relative-time';
import { SvgIcon } from '../icons/svg-icon';

export interface ActionFeedItemProps {
  item: ActionItem;
  now: number;
  onKnown: (id: number) => void;
  onRemove: (id: number) => void;
}

/** What a refusal told the person, with placeholders the log does not keep left out. */
function refusal(code: string): string {
  return messageOf(code as CatalogueCode, currentLanguage()).replace(/\{\w+\}/g, '…');
}

/** One entry of the user's activity: what, on what, from where, when; unread until known. */
export function ActionFeedItem({ item, now, onKnown, onRemove }: ActionFeedItemProps) {
  const { t } = useTranslation();
  const failed = item.result !== 'ok';
  const own = useSessionStore((state) => state.session?.username);
  // The user's own name as the target says nothing in their own feed.
  const target = item.target === own ? '' : item.target;
  const facts = [target, item.ip ? t('actionFeed.from', { ip: item.ip }) : ''].filter(Boolean);
  return (
    <li
      className={`action-feed-item${item.known ? '' : ' action-feed-item--new'}`}
      data-testid={`action-feed-item-${item.id}`}
      tabIndex={0}
      title={t('actionFeed.itemHint')}
      onClick={() => !item.known && onKnown(item.id)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' && !item.known) onKnown(item.id);
        if (event.key === 'Delete') onRemove(item.id);
      }}
    >
      <span className="action-feed-item__dot" aria-hidden />
      <div className="action-feed-item__main">
        <div className="action-feed-item__title" title={item.action}>
          {auditActionName(item.action, t)}
        </div>
        {facts.length > 0 && <div className="action-feed-item__facts">{facts.join(' · ')}</div>}
        {failed && (
          <div className="action-feed-item__failed" title={item.result}>
            {t('actionFeed.failed', { reason: refusal(item.result) })}
          </div>
        )}
        <time
          className="action-feed-item__time"
          dateTime={new Date(item.at).toISOString()}
          title={formatDateTime(item.at)}
        >
          {formatRelativeTime(item.at, now, t)}
        </time>
      </div>
      <button
        type="button"
        className="action-feed-item__remove"
        aria-label={t('actionFeed.remove')}
        title={t('actionFeed.remove')}
        onClick={(event) => {
          event.stopPropagation();
          onRemove(item.id);
        }}
      >
        <SvgIcon icon={CloseOutlined} aria-hidden />
      </button>
    </li>
  );
}
