import { IP_BATCH_MAX_CHARS, type IpBatchRefusal } from '@coffer/contract/calls/safe-types';
import { Alert, Button, Input, Modal, Space, Table, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useBatchAdd, type ListKind } from './use-safe';

/**
 * Adds many entries at once: pasted lines or a CSV/TXT file's text, sent as one act. The report
 * lists every refused line with the daemon's reason; the good lines are in the list already.
 */
export function BatchAddDialog({ kind, onClose }: { kind: ListKind; onClose: () => void }) {
  const { t } = useTranslation();
  const batch = useBatchAdd(kind);
  const file = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState('');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  const tooLong = text.length > IP_BATCH_MAX_CHARS;
  const why = tooLong
    ? t('safe.list.batch.tooLong', { max: IP_BATCH_MAX_CHARS })
    : lines === 0
      ? t('safe.list.batch.empty')
      : undefined;
  const report = batch.data;
  const failure = batch.error instanceof CallError ? batch.error.result.message : batch.error?.message;

  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      setText(await chosen.text());
      setFileProblem('');
      batch.reset();
    } catch {
      setFileProblem(t('safe.list.batch.fileFailed'));
    }
  };
  return (
    <Modal
      open
      title={t('safe.list.batch.title', {
        list: t(kind === 'block' ? 'safe.tabs.block' : 'safe.tabs.allow'),
      })}
      onCancel={onClose}
      width={620}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose} data-testid="safe-batch-close">
            {t('safe.list.batch.close')}
          </Button>
          <Tooltip title={why}>
            <Button
              type="primary"
              loading={batch.isPending}
              disabled={why !== undefined}
              onClick={() => void batch.mutateAsync(text).catch(() => null)}
              data-testid="safe-batch-start"
            >
              {t('safe.list.batch.start')}
            </Button>
          </Tooltip>
        </Space>
      }
      data-testid="safe-batch"
    >
      <Typography.Paragraph type="secondary">{t('safe.list.batch.hint')}</Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          batch.reset();
        }}
        rows={7}
        placeholder={t('safe.list.batch.paste')}
        aria-label={t('safe.list.batch.paste')}
        status={tooLong ? 'error' : undefined}
        data-testid="safe-batch-text"
      />
      <div className="safe-batch-bar">
        <Button size="small" onClick={() => file.current?.click()} data-testid="safe-batch-choose">
          {t('safe.list.batch.choose')}
        </Button>
        <Typography.Text type={tooLong ? 'danger' : 'secondary'} data-testid="safe-batch-lines">
          {tooLong ? why : t('safe.list.batch.lines', { n: lines })}
        </Typography.Text>
        <input
          ref={file}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          aria-label={t('safe.list.batch.choose')}
          data-testid="safe-batch-file"
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {fileProblem || failure ? (
        <Alert type="error" showIcon message={fileProblem || failure} data-testid="safe-batch-error" />
      ) : null}
      {report ? (
        <div data-testid="safe-batch-report">
          <Alert
            type={report.refused.length === 0 ? 'success' : 'warning'}
            showIcon
            message={t('safe.list.batch.summary', { added: report.added, refused: report.refused.length })}
          />
          {report.refused.length > 0 ? (
            <Table<IpBatchRefusal>
              rowKey="line"
              size="small"
              pagination={false}
              scroll={{ y: 180 }}
              dataSource={report.refused}
              columns={[
                { title: t('safe.list.batch.line'), dataIndex: 'line', width: 64 },
                { title: t('safe.list.batch.entry'), dataIndex: 'ip', width: 180, ellipsis: true },
                { title: t('safe.list.batch.reason'), dataIndex: 'message' },
              ]}
              data-testid="safe-batch-refused"
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
