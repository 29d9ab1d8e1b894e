import { App, Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNow } from '../notices/use-now';
import { ActionFeedItem } from './action-feed-item';
import { useActionFeed } from './use-action-feed';

const RELATIVE_TIME_REFRESH_MS = 30_000;

/** The user's own activity (LOG-02), newest first: mark read, remove one or all from their view. */
export function ActionFeed() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const feed = useActionFeed(
    (failure) =>
      void message.error(t('actionFeed.actionFailed', { reason: failure.message || String(failure.code) })),
  );
  const [confirming, setConfirming] = useState(false);
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const { list } = feed;
  const items = list.data?.items ?? [];

  return (
    <div className="action-feed" data-testid="action-feed">
      <div className="action-feed__header">
        <span className="action-feed__title">{t('actionFeed.title')}</span>
        <span className="action-feed__actions">
          <Button
            type="link"
            size="small"
            disabled={items.every((item) => item.known)}
            onClick={() => void feed.markKnown()}
            data-testid="action-feed-known-all"
          >
            {t('actionFeed.markAllKnown')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={items.length === 0}
            onClick={() => setConfirming(true)}
            data-testid="action-feed-remove-all"
          >
            {t('actionFeed.removeAll')}
          </Button>
        </span>
      </div>
      {confirming && (
        <Alert
          className="action-feed__confirm"
          type="warning"
          message={t('actionFeed.removeAllConfirm')}
          action={
            <span className="action-feed__confirm-actions">
              <Button size="small" onClick={() => setConfirming(false)} autoFocus>
                {t('actionFeed.cancel')}
              </Button>
              <Button
                size="small"
                danger
                data-testid="action-feed-remove-all-confirm"
                onClick={() => {
                  setConfirming(false);
                  void feed.removeAll();
                }}
              >
                {t('actionFeed.confirm')}
              </Button>
            </span>
          }
        />
      )}
      {list.isPending && (
        <div className="action-feed__status" role="status">
          <Spin size="small" /> {t('actionFeed.loading')}
        </div>
      )}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={t('actionFeed.loadFailed')}
          description={list.error.message}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('actionFeed.retry')}
            </Button>
          }
        />
      )}
      {list.isSuccess && items.length === 0 && (
        <Empty
          className="action-feed__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('actionFeed.empty')}
        />
      )}
      {items.length > 0 && (
        <ul className="action-feed__list" aria-label={t('actionFeed.title')}>
          {items.map((item) => (
            <ActionFeedItem
              key={item.id}
              item={item}
              now={now}
              onKnown={(id) => void feed.markKnown(id)}
              onRemove={(id) => void feed.remove(id)}
            />
          ))}
          {feed.more && (
            <li className="action-feed__more">
              <Button size="small" onClick={feed.more} loading={list.isFetching}>
                {t('actionFeed.more')}
              </Button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
