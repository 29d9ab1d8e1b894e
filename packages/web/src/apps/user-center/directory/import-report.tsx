import type { DirectoryImport, DirectoryImportRow } from '@coffer/contract';
import { Alert, Button, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';

const RESULT_COLOURS: Record<DirectoryImportRow['result'], string> = {
  created: 'green',
  updated: 'blue',
  disabled: 'orange',
  refused: 'red',
};

/** What an import did with each directory entry, and why an entry was refused. */
export function ImportReport({ report, onClose }: { report: DirectoryImport; onClose: () => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DirectoryImportRow> = [
    {
      title: t('userDirectory.report.kind'),
      dataIndex: 'kind',
      width: 80,
      render: (kind: DirectoryImportRow['kind']) => t(`userDirectory.report.${kind}`),
    },
    { title: t('userDirectory.report.name'), dataIndex: 'name', width: 160, ellipsis: true },
    {
      title: t('userDirectory.report.result'),
      dataIndex: 'result',
      width: 90,
      render: (result: DirectoryImportRow['result']) => (
        <Tag color={RESULT_COLOURS[result]}>{t(`userDirectory.report.${result}`)}</Tag>
      ),
    },
    { title: t('userDirectory.report.reason'), dataIndex: 'message', ellipsis: true },
  ];
  return (
    <Modal
      open
      title={t('userDirectory.report.title')}
      onCancel={onClose}
      width={720}
      footer={
        <Button type="primary" onClick={onClose} data-testid="directory-report-close">
          {t('userDirectory.report.close')}
        </Button>
      }
      data-testid="directory-report"
    >
      <Alert
        type={report.refused > 0 ? 'warning' : 'success'}
        showIcon
        title={t('userDirectory.report.summary', {
          created: report.created,
          updated: report.updated,
          disabled: report.disabled,
          refused: report.refused,
        })}
        style={{ marginBottom: 12 }}
      />
      <Table<DirectoryImportRow>
        rowKey={(row) => `${row.kind}:${row.dn}`}
        size="small"
        columns={columns}
        dataSource={report.rows}
        pagination={false}
        scroll={{ y: 360 }}
      />
    </Modal>
  );
}
