import { Progress, Table, Typography, type TableColumnsType } from 'antd';
import { formatCapacity, type UsageReportInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { fileTypeColour, fileTypeKey, fileTypeName } from './file-types';
import { LargestFilesTable } from './largest-files-table';
import { folderName, percentText } from './usage-series';

type FolderUsage = UsageReportInfo['topFolders'][number];
type TypeUsage = UsageReportInfo['types'][number];

function Share({ bytes, total, colour = '#1f6f5c' }: { bytes: number; total: number; colour?: string }) {
  const percent = total > 0 ? (bytes / total) * 100 : 0;
  return (
    <span className="usage-share">
      <Progress percent={percent} showInfo={false} size="small" strokeColor={colour} />
      <span className="usage-legend-share">{percentText(percent)}</span>
    </span>
  );
}

function useTypeColumns(total: number): TableColumnsType<TypeUsage> {
  const { t, i18n } = useTranslation();
  return [
    {
      title: t('storage.usage.column.type'),
      key: 'type',
      render: (_, type) => (
        <span className="usage-type-name">
          <span className="usage-swatch" style={{ background: fileTypeColour(type.type) }} />{' '}
          {fileTypeName(type.type, t)}
        </span>
      ),
    },
    {
      title: t('storage.usage.column.size'),
      key: 'bytes',
      align: 'right',
      render: (_, type) => formatCapacity(type.bytes),
    },
    {
      title: t('storage.usage.column.allocated'),
      key: 'allocated',
      align: 'right',
      render: (_, type) => formatCapacity(type.allocated),
    },
    {
      title: t('storage.usage.column.files'),
      key: 'files',
      align: 'right',
      render: (_, type) => type.files.toLocaleString(i18n.language),
    },
    {
      title: t('storage.usage.column.share'),
      key: 'share',
      width: 160,
      render: (_, type) => <Share bytes={type.bytes} total={total} colour={fileTypeColour(type.type)} />,
    },
  ];
}

const bySize = <T extends { bytes: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.bytes - a.bytes);

/** Bytes per file type over the whole pool. */
export function TypeTable({ report }: { report: UsageReportInfo }) {
  const columns = useTypeColumns(report.bytes);
  return (
    <Table
      rowKey={(type) => String(type.type)}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={bySize(report.types)}
      onRow={(type) => ({ 'data-testid': `usage-type-row-${fileTypeKey(type.type)}` }) as object}
      data-testid="usage-type-table"
    />
  );
}

/** One folder opened: its file types and its largest files. */
function FolderDetail({ folder }: { folder: FolderUsage }) {
  const { t } = useTranslation();
  const columns = useTypeColumns(folder.bytes);
  return (
    <div className="usage-folder-detail">
      <div>
        <Typography.Title level={5} className="usage-folder-title">
          {t('storage.usage.reports.folderTypes')}
        </Typography.Title>
        <Table
          rowKey={(type) => String(type.type)}
          size="small"
          pagination={false}
          columns={columns.filter((column) => column.key !== 'allocated')}
          dataSource={bySize(folder.types)}
        />
      </div>
      <div>
        <Typography.Title level={5} className="usage-folder-title">
          {t('storage.usage.reports.folderLargest')}
        </Typography.Title>
        <LargestFilesTable files={folder.largest} testId={`usage-folder-largest-${folder.name}`} />
      </div>
    </div>
  );
}

/** Bytes, files and folders per top folder; a row opens to its types and largest files. */
export function FolderTable({ report }: { report: UsageReportInfo }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  const columns: TableColumnsType<FolderUsage> = [
    {
      title: t('storage.usage.column.folder'),
      key: 'name',
      ellipsis: true,
      render: (_, folder) => folderName(folder.name, t),
    },
    {
      title: t('storage.usage.column.size'),
      key: 'bytes',
      align: 'right',
      render: (_, folder) => formatCapacity(folder.bytes),
    },
    {
      title: t('storage.usage.column.allocated'),
      key: 'allocated',
      align: 'right',
      render: (_, folder) => formatCapacity(folder.allocated),
    },
    {
      title: t('storage.usage.column.files'),
      key: 'files',
      align: 'right',
      render: (_, f) => count(f.files),
    },
    {
      title: t('storage.usage.column.folders'),
      key: 'folders',
      align: 'right',
      render: (_, f) => count(f.folders),
    },
    {
      title: t('storage.usage.column.share'),
      key: 'share',
      width: 160,
      render: (_, folder) => <Share bytes={folder.bytes} total={report.bytes} />,
    },
  ];
  return (
    <Table
      rowKey="name"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={bySize(report.topFolders)}
      expandable={{ expandedRowRender: (folder) => <FolderDetail folder={folder} /> }}
      onRow={(folder) => ({ 'data-testid': `usage-folder-row-${folder.name}` }) as object}
      data-testid="usage-folder-table"
    />
  );
}
