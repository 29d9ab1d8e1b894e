import { Table, type TableColumnsType } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import type { LargeFileRow } from './usage-series';

/** Files by size, the path as it lies in the pool. */
export function LargestFilesTable({ files, testId }: { files: readonly LargeFileRow[]; testId: string }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LargeFileRow> = [
    {
      title: t('storage.usage.column.path'),
      dataIndex: 'path',
      key: 'path',
      ellipsis: { showTitle: true },
    },
    {
      title: t('storage.usage.column.size'),
      key: 'bytes',
      width: 110,
      align: 'right',
      render: (_, file) => formatCapacity(file.bytes),
    },
    {
      title: t('storage.usage.column.allocated'),
      key: 'allocated',
      width: 110,
      align: 'right',
      render: (_, file) => formatCapacity(file.allocated),
    },
  ];
  return (
    <Table
      rowKey="path"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={files as LargeFileRow[]}
      data-testid={testId}
    />
  );
}
