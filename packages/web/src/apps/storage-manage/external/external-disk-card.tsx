import { useState } from 'react';
import { Alert, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ApiOutlined, UsbOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CALLS, formatCapacity, type ExternalDisk, type ExternalPartition } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../shell/format';
import { ReasonButton } from '../usage/reason-button';
import { externalBlockKey, formatBlock, partitionBlock, type ExternalFacts } from './external-actions';
import { externalSlotLabel, foundFsName } from './external-labels';

export interface ExternalDiskCardProps {
  disk: ExternalDisk;
  facts: ExternalFacts;
  onFormat: (disk: ExternalDisk) => void;
}

/** One external disk: where it is plugged, what it is, its partitions with mount and unmount, format. */
export function ExternalDiskCard({ disk, facts, onFormat }: ExternalDiskCardProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const slot = externalSlotLabel(disk, t);
  const reason = (block: ReturnType<typeof formatBlock>) => (block ? t(externalBlockKey(block)) : null);

  const toggle = async (part: ExternalPartition) => {
    setBusy(part.dev);
    setRefusal(null);
    try {
      const result = part.mounted
        ? await call(CALLS.externalUmount, { dev: part.dev }, { toast: false })
        : await call(CALLS.externalMount, { dev: part.dev }, { toast: false });
      if (!result.success) {
        const title = part.mounted ? 'storage.external.unmountFailed' : 'storage.external.mountFailed';
        setRefusal({ title: t(title), message: result.message });
        return;
      }
      toast.success(
        t(part.mounted ? 'storage.external.unmounted' : 'storage.external.mounted', { dev: part.dev }),
      );
      await queryClient.invalidateQueries({ queryKey: ['storage'] });
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<ExternalPartition> = [
    { title: t('storage.external.column.device'), dataIndex: 'dev', key: 'dev' },
    {
      title: t('storage.external.column.fs'),
      key: 'fs',
      render: (_, part) =>
        part.fs ? foundFsName(part.fs) : <span className="external-muted">{t('storage.external.noFs')}</span>,
    },
    {
      title: t('storage.external.column.label'),
      key: 'label',
      render: (_, part) =>
        part.label || <span className="external-muted">{t('storage.external.noLabel')}</span>,
    },
    {
      title: t('storage.external.column.size'),
      key: 'size',
      render: (_, part) => formatCapacity(part.sizeBytes),
    },
    {
      title: t('storage.external.column.state'),
      key: 'state',
      render: (_, part) =>
        part.mounted ? (
          <span className="external-state">
            <Tag color="green" data-testid={`external-mounted-${part.dev}`}>
              {t('storage.external.mountedTag')}
            </Tag>
            <Typography.Text
              type="secondary"
              className="external-path"
              ellipsis={{ tooltip: part.mountPoint }}
            >
              {part.mountPoint}
            </Typography.Text>
          </span>
        ) : (
          <Tag data-testid={`external-unmounted-${part.dev}`}>{t('storage.external.notMounted')}</Tag>
        ),
    },
    {
      title: t('storage.external.column.actions'),
      key: 'actions',
      width: 96,
      render: (_, part) => (
        <ReasonButton
          size="small"
          loading={busy === part.dev}
          reason={reason(partitionBlock(part, facts))}
          onClick={() => void toggle(part)}
          data-testid={`external-${part.mounted ? 'unmount' : 'mount'}-${part.dev}`}
        >
          {t(part.mounted ? 'storage.external.unmount' : 'storage.external.mount')}
        </ReasonButton>
      ),
    },
  ];

  return (
    <Card
      size="small"
      className="external-card"
      data-testid={`external-disk-${disk.slot}`}
      title={
        <span className="external-card-title">
          {disk.devType === 'esata' ? <ApiOutlined /> : <UsbOutlined />} {slot}
          <span className="external-card-model">{disk.model ?? ''}</span>
        </span>
      }
      extra={
        <ReasonButton
          danger
          size="small"
          reason={reason(formatBlock(disk, facts))}
          onClick={() => onFormat(disk)}
          data-testid={`external-format-${disk.slot}`}
        >
          {t('storage.external.format')}
        </ReasonButton>
      }
    >
      <dl className="external-facts">
        <dt>{t('storage.external.size')}</dt>
        <dd data-testid={`external-size-${disk.slot}`}>{formatCapacity(disk.sizeBytes)}</dd>
        <dt>{t('storage.external.serial')}</dt>
        <dd>{disk.serial ?? '—'}</dd>
        <dt>{t('storage.external.column.device')}</dt>
        <dd>{disk.dev}</dd>
      </dl>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          className="external-note"
          data-testid={`external-refusal-${disk.slot}`}
          title={refusal.title}
          description={refusal.message}
        />
      ) : null}
      {disk.partitions.length === 0 ? (
        <Typography.Text type="secondary" data-testid={`external-no-partition-${disk.slot}`}>
          {t('storage.external.noPartition')}
        </Typography.Text>
      ) : (
        <Table
          rowKey="dev"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={disk.partitions}
          data-testid={`external-partitions-${disk.slot}`}
        />
      )}
    </Card>
  );
}
