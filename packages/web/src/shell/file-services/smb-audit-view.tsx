import {
  Code,
  SAMBA_AUDIT_ACTIONS,
  type SambaAuditAction,
  type SambaAuditEntry,
  type SambaAuditSettings,
} from '@coffer/contract';
import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Empty,
  Input,
  Pagination,
  Select,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../format/relative-time';
import './file-services-texts-added';
import { SmbAuditSettingsForm } from './smb-audit-settings';
import { useSmbAuditList, type SmbAuditQuery } from './use-samba-audit';
import './smb-audit.css';
import { ReadingScope } from '../disabled-part/reading-scope';

const PAGE_SIZE = 50;

/** No SMB on this device yet: no driver (C128006) or no audit calls at all (C100404). */
function unavailable(error: unknown): boolean {
  if (!(error instanceof CallError)) return false;
  const code = String(error.result.code);
  return code === Code.fileServiceMissing || code === Code.notFound;
}

/**
 * The SMB audit (LOG-03, SET-SVC-02): its settings and its entries, newest first, a page at a time,
 * searched by user name, share or path and filtered by operation. Shown in the settings app's SMB
 * page and as a tab of the log center.
 */
export function SmbAuditView() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<SmbAuditQuery>({
    page: 1,
    size: PAGE_SIZE,
    keyword: '',
    action: undefined,
  });
  const [typed, setTyped] = useState('');
  const list = useSmbAuditList(query);

  if (list.isError && unavailable(list.error))
    return (
      <Alert
        type="info"
        showIcon
        title={t('fileServices.audit.unavailable')}
        data-testid="smb-audit-unavailable"
      />
    );

  const filtered = query.keyword.trim() !== '' || query.action !== undefined;
  const columns: TableColumnsType<SambaAuditEntry> = [
    {
      title: t('fileServices.audit.columns.at'),
      dataIndex: 'at',
      width: 140,
      render: (at: number) => formatDateTime(at),
    },
    { title: t('fileServices.audit.columns.user'), dataIndex: 'username', width: 110, ellipsis: true },
    { title: t('fileServices.audit.columns.ip'), dataIndex: 'ip', width: 120, ellipsis: true },
    {
      title: t('fileServices.audit.columns.action'),
      dataIndex: 'action',
      width: 100,
      render: (action: SambaAuditAction) => t(`fileServices.audit.actions.${action}`),
    },
    { title: t('fileServices.audit.columns.share'), dataIndex: 'share', width: 120, ellipsis: true },
    {
      title: t('fileServices.audit.columns.path'),
      dataIndex: 'path',
      ellipsis: { showTitle: false },
      render: (path: string) => (
        <Tooltip title={path} placement="topLeft">
          <span>{path}</span>
        </Tooltip>
      ),
    },
    {
      title: t('fileServices.audit.columns.result'),
      dataIndex: 'result',
      width: 80,
      render: (result: SambaAuditEntry['result']) =>
        result === 'ok' ? (
          <Tag color="success">{t('fileServices.audit.ok')}</Tag>
        ) : (
          <Tag color="error">{t('fileServices.audit.fail')}</Tag>
        ),
    },
  ];

  return (
    <div className="smb-audit" data-testid="smb-audit">
      {list.data && <SettingsPart key={JSON.stringify(list.data.settings)} settings={list.data.settings} />}
      <ReadingScope>
        <div className="smb-audit-toolbar" role="search">
          <Input.Search
            className="smb-audit-search"
            allowClear
            value={typed}
            placeholder={t('fileServices.audit.search')}
            aria-label={t('fileServices.audit.search')}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value === '') setQuery({ ...query, keyword: '', page: 1 });
            }}
            onSearch={(keyword) => setQuery({ ...query, keyword, page: 1 })}
            data-testid="smb-audit-search"
          />
          <Select<SambaAuditAction | ''>
            aria-label={t('fileServices.audit.columns.action')}
            value={query.action ?? ''}
            style={{ width: 140 }}
            onChange={(action) => setQuery({ ...query, action: action || undefined, page: 1 })}
            options={[
              { value: '', label: t('fileServices.audit.allActions') },
              ...SAMBA_AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: t(`fileServices.audit.actions.${action}`),
              })),
            ]}
            data-testid="smb-audit-action"
          />
          <Tooltip title={t('fileServices.audit.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('fileServices.audit.refresh')}
              onClick={() => void list.refetch()}
              loading={list.isFetching}
              data-testid="smb-audit-refresh"
            />
          </Tooltip>
        </div>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('fileServices.audit.loadFailed')}
            description={list.error.message}
            action={<Button onClick={() => void list.refetch()}>{t('fileServices.audit.retry')}</Button>}
            data-testid="smb-audit-failed"
          />
        ) : (
          <Table<SambaAuditEntry>
            rowKey="id"
            size="small"
            loading={list.isPending ? { tip: t('fileServices.audit.loading') } : false}
            columns={columns}
            dataSource={list.data?.list ?? []}
            pagination={false}
            scroll={{ y: 280 }}
            locale={{
              emptyText: (
                <Empty
                  description={filtered ? t('fileServices.audit.empty') : t('fileServices.audit.emptyAll')}
                />
              ),
            }}
            data-testid="smb-audit-table"
          />
        )}
        <div className="smb-audit-footer">
          <Typography.Text type="secondary" data-testid="smb-audit-total">
            {t('fileServices.audit.total', { count: list.data?.total ?? 0 })}
          </Typography.Text>
          <Pagination
            size="small"
            current={query.page}
            pageSize={query.size}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(page) => setQuery({ ...query, page })}
          />
        </div>
      </ReadingScope>
    </div>
  );
}

function SettingsPart({ settings }: { settings: SambaAuditSettings }) {
  const { t } = useTranslation();
  return (
    <>
      {!settings.enabled && (
        <Alert type="warning" showIcon title={t('fileServices.audit.off')} data-testid="smb-audit-off" />
      )}
      <SmbAuditSettingsForm settings={settings} />
    </>
  );
}
