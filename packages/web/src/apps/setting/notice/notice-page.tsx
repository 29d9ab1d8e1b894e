import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import type { NoticeEvent, NoticeSettings } from '@coffer/contract';
import { noticeLoad, noticeSet } from '@coffer/contract/calls/device-settings';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';
import { QueryPage } from '../query-page';
import { FailureAlert } from '../query-view';

const NOTICE_KEY = [...SETTING_QUERY_KEY, 'notices'];

/** `/setting/sysNotice`: which of the events the daemon raises notify anyone on this device. */
export function NoticePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: NOTICE_KEY,
    queryFn: async ({ signal }) => unwrap(await call(noticeLoad, {}, { toast: false, signal })),
  });
  const change = useMutation({
    mutationFn: async (fields: { event: NoticeEvent; enabled: boolean }) =>
      unwrap(await call(noticeSet, fields, { toast: false })),
    onSuccess: (settings: NoticeSettings) => client.setQueryData(NOTICE_KEY, settings),
  });
  return (
    <QueryPage
      name="notice"
      query={query}
      footer={<FailureAlert title={t('setting.notice.failed')} error={change.error} />}
    >
      {({ events }) => (
        <ul className="setting-switch-list" data-testid="notice-events">
          {events.map(({ event, enabled }) => (
            <li key={event}>
              <Switch
                id={`notice-${event}`}
                checked={enabled}
                loading={change.isPending && change.variables.event === event}
                data-testid={`notice-${event}`}
                onChange={(next) => change.mutate({ event, enabled: next })}
              />
              <label htmlFor={`notice-${event}`}>
                <strong>{t(`setting.notice.events.${event}`)}</strong>
                <span className="setting-muted">{t(`setting.notice.descriptions.${event}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </QueryPage>
  );
}
