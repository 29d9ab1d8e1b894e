import type { AuditEntry } from '@coffer/contract';
import { Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { auditActionName } from '../../shell/audit/audit-action-name';
import { formatDateTime } from '../../shell/format/relative-time';
import { LogResultTag } from './log-result-tag';

/** Every field of one entry, the detail laid out as JSON; read-only, as the log is. */
export function LogDetailDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const hasDetail = entry !== null && Object.keys(entry.detail).length > 0;
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={t('logCenter.detail.title')}
      size={420}
      getContainer={false}
      closable={{ 'aria-label': t('logCenter.detail.close') }}
      data-testid="log-detail"
    >
      {entry && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('logCenter.detail.id')}>{entry.id}</Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.at')}>
            {formatDateTime(entry.at)} ({new Date(entry.at).toISOString()})
          </Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.category')}>
            {t(`logCenter.categories.${entry.category}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.action')}>
            {auditActionName(entry.action, t)} <Typography.Text code>{entry.action}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.user')}>
            {entry.username || t('logCenter.nobody')}
          </Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.ip')}>{entry.ip || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.target')}>
            <span className="log-break">{entry.target || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('logCenter.columns.result')}>
            <LogResultTag result={entry.result} withText />
          </Descriptions.Item>
          <Descriptions.Item label={t('logCenter.detail.detail')}>
            {hasDetail ? (
              <pre className="log-detail-json">{JSON.stringify(entry.detail, null, 2)}</pre>
            ) : (
              t('logCenter.detail.none')
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
