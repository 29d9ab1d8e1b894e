import type { ImportRow } from '@coffer/contract';
import { Alert, Button, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import { useImportAccounts } from './use-accounts';

/** Batch import from a CSV file, then its report: each row created or refused, and why. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const run = useImportAccounts();
  const [file, setFile] = useState<File | null>(null);
  const report = run.data;
  const start = async () => {
    if (!file) return;
    await run.mutateAsync(await file.text()).catch(() => null);
  };
  return (
    <Modal
      open
      title={t('userCenter.importDialog.title')}
      onCancel={onClose}
      width={720}
      data-testid="import-dialog"
      footer={[
        <Button key="close" onClick={onClose}>
          {t('userCenter.importDialog.close')}
        </Button>,
        report ? null : (
          <Button
            key="start"
            type="primary"
            disabled={!file}
            title={file ? undefined : t('userCenter.importDialog.noFile')}
            loading={run.isPending}
            onClick={() => void start()}
            data-testid="import-start"
          >
            {t('userCenter.importDialog.start')}
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph type="secondary">{t('userCenter.importDialog.hint')}</Typography.Paragraph>
      {report ? null : (
        <label className="user-center-file">
          <span>{t('userCenter.importDialog.choose')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-testid="import-file"
          />
        </label>
      )}
      {run.error ? <Alert type="error" showIcon message={errorText(run.error)} /> : null}
      {report ? (
        <>
          <Alert
            type={report.refused > 0 ? 'warning' : 'success'}
            showIcon
            message={t('userCenter.importDialog.summary', {
              created: report.created,
              refused: report.refused,
            })}
            data-testid="import-summary"
          />
          <Table<ImportRow>
            rowKey="line"
            size="small"
            pagination={false}
            scroll={{ y: 300 }}
            dataSource={report.rows}
            style={{ marginTop: 12 }}
            data-testid="import-report"
            columns={[
              { title: t('userCenter.importDialog.line'), dataIndex: 'line', width: 60 },
              { title: t('userCenter.columns.name'), dataIndex: 'username', width: 160 },
              {
                title: t('userCenter.importDialog.result'),
                dataIndex: 'result',
                width: 100,
                render: (result: ImportRow['result']) =>
                  result === 'created' ? (
                    <Tag color="green">{t('userCenter.importDialog.created')}</Tag>
                  ) : (
                    <Tag color="red">{t('userCenter.importDialog.refused')}</Tag>
                  ),
              },
              { title: t('userCenter.importDialog.reason'), dataIndex: 'message' },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
