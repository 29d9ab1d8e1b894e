import { Alert, Button, Descriptions, Drawer, Empty, Table, Tag, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CALLS, formatCapacity, type DiskInfo } from '@coffer/contract';
import { call, CallError, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format';
import { slotLabel } from '../data/disk-labels';
import type { StorageInfo } from '../data/storage-by-bay';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import { useHealthDialogs } from '../health/health-dialogs';
import { smartColour, smartLabel } from '../health/smart-labels';
import { diskAdviceOf, diskRoleOf } from './disk-facts';
import { roleText } from './role-text';
import { DiskWipe } from './disk-wipe';

type Part = DiskInfo['system_part'][number] & { kind: 'system' | 'user' };

function usePartColumns(): TableColumnsType<Part> {
  const { t } = useTranslation();
  return [
    {
      title: t('storage.disks.detail.parts'),
      key: 'kind',
      render: (_, part) =>
        part.kind === 'system' ? t('storage.disks.detail.systemPart') : t('storage.disks.detail.userPart'),
    },
    { title: t('storage.disks.detail.partDev'), dataIndex: 'dev', key: 'dev' },
    {
      title: t('storage.disks.detail.partState'),
      key: 'state',
      render: (_, part) => t(`storage.disks.detail.partStates.${part.state}`),
    },
    { title: t('storage.disks.detail.label'), dataIndex: 'label', key: 'label' },
    { title: t('storage.disks.detail.partUuid'), dataIndex: 'uuid', key: 'uuid', ellipsis: true },
  ];
}

/** The disk's newest SMART reading, with the way to its attributes and history. */
function NewestReading({ sn }: { sn: string }) {
  const { t } = useTranslation();
  const health = useHealthDialogs();
  const history = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'smart-history', sn],
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.smartHistoryList, { sn }, { toast: false, signal })),
  });
  const newest = [...(history.data?.list ?? [])].sort((a, b) => b.ctime - a.ctime || b.id - a.id)[0];
  const text = history.isPending
    ? '…'
    : history.isError
      ? t('storage.disks.detail.readingFailed', {
          message: history.error instanceof CallError ? history.error.result.message : '',
        })
      : newest
        ? t('storage.disks.detail.readingAt', {
            time: formatDateTime(newest.ctime * 1000),
            result: smartLabel(newest.health, t),
          })
        : t('storage.disks.detail.noReading');
  return (
    <div className="disk-reading">
      <span data-testid="disk-detail-reading">{text}</span>
      <Button
        type="link"
        size="small"
        onClick={() => health.openSmartDetail(sn)}
        data-testid={`disk-detail-smart-${sn}`}
      >
        {t('storage.disks.detail.smartDetail')}
      </Button>
    </div>
  );
}

/** Everything the engine says of the disk (STOR-ENT-01), as label and value rows. */
function useFacts(disk: DiskInfo, info: StorageInfo): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const role = diskRoleOf(disk, info);
  const yesNo = (value: boolean) => (value ? t('storage.disks.detail.yes') : t('storage.disks.detail.no'));
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'sn', label: t('storage.serial'), children: disk.sn },
    { key: 'slot', label: t('storage.slot'), children: slotLabel(disk, t) },
    { key: 'model', label: t('storage.model'), children: disk.model || '—' },
    {
      key: 'devType',
      label: t('storage.disks.detail.devType'),
      children: t(`storage.disks.devType.${disk.dev_type}`),
    },
    {
      key: 'size',
      label: t('storage.size'),
      children: t('storage.disks.detail.bytes', {
        size: formatCapacity(disk.total_size),
        bytes: disk.total_size.toLocaleString('en-US'),
      }),
    },
    {
      key: 'status',
      label: t('storage.status'),
      children: (
        <Tag color={disk.status === 'ok' ? 'green' : 'red'} data-testid="disk-detail-status">
          {t(`storage.diskStatus.${disk.status}`)}
        </Tag>
      ),
    },
    { key: 'role', label: t('storage.disks.detail.role'), children: roleText(disk, info, t) },
  ];
  if (role.use === 'member' || role.use === 'cache') {
    items.push({
      key: 'pool',
      label: t('storage.disks.detail.pool'),
      children: role.pools.map((pool) => pool.name).join(', ') || disk.pid,
    });
  }
  if (role.use === 'spare') {
    items.push({
      key: 'protects',
      label: t('storage.disks.detail.protects'),
      children: role.pools.map((pool) => pool.name).join(', ') || t('storage.disks.detail.none'),
    });
  }
  if (disk.raid10_gid !== undefined && disk.raid10_gid > 0) {
    items.push({
      key: 'group',
      label: t('storage.disks.detail.group'),
      children: t('storage.disks.detail.groupValue', { gid: disk.raid10_gid }),
    });
  }
  if (disk.rate > 0 && disk.rate < 1) {
    items.push({
      key: 'rate',
      label: t('storage.disks.detail.rebuild'),
      children: `${Math.floor(disk.rate * 100)}%`,
    });
  }
  items.push(
    {
      key: 'label',
      label: t('storage.disks.detail.label'),
      children: disk.label || t('storage.disks.detail.none'),
    },
    {
      key: 'smartTest',
      label: t('storage.disks.detail.smartTest'),
      children:
        disk.smart_test.status === 'running'
          ? t('storage.disks.detail.smartRunning')
          : t('storage.disks.detail.smartIdle'),
    },
    {
      key: 'smartResult',
      label: t('storage.disks.detail.smartResult'),
      children: (
        <Tag color={smartColour(disk.smart_test.result)} data-testid="disk-detail-smart-result">
          {smartLabel(disk.smart_test.result, t)}
        </Tag>
      ),
    },
    {
      key: 'temperature',
      label: t('storage.temperature'),
      children: disk.temperature === null ? '—' : t('storage.disks.celsius', { value: disk.temperature }),
    },
    { key: 'abnormal', label: t('storage.disks.detail.abnormal'), children: yesNo(disk.abnormal) },
  );
  return items;
}

function DiskDetailBody({ disk, info }: { disk: DiskInfo; info: StorageInfo }) {
  const { t } = useTranslation();
  const advice = diskAdviceOf(disk);
  const facts = useFacts(disk, info);
  const columns = usePartColumns();
  const parts: Part[] = [
    ...disk.system_part.map((part) => ({ ...part, kind: 'system' as const })),
    ...disk.user_part.map((part) => ({ ...part, kind: 'user' as const })),
  ];
  return (
    <div className="disk-detail" data-testid={`disk-detail-${disk.sn}`}>
      {advice ? (
        <Alert
          type={advice === 'fault' || advice === 'fserr' || advice === 'partchange' ? 'error' : 'warning'}
          showIcon
          title={t(`storage.disks.advice.${advice}`)}
          data-testid="disk-advice"
          data-advice={advice}
        />
      ) : null}
      <Descriptions size="small" column={1} bordered items={facts} className="disk-facts" />
      {parts.length > 0 ? (
        <Table
          rowKey={(part) => `${part.kind}-${part.dev}`}
          size="small"
          pagination={false}
          columns={columns}
          dataSource={parts}
        />
      ) : null}
      <Typography.Title level={5} className="disk-detail-heading">
        {t('storage.disks.detail.reading')}
      </Typography.Title>
      <NewestReading sn={disk.sn} />
      <Typography.Title level={5} className="disk-detail-heading">
        {t('storage.disks.detail.actions')}
      </Typography.Title>
      <DiskWipe disk={disk} />
    </div>
  );
}

export interface DiskDetailProps {
  sn: string | null;
  info: StorageInfo;
  onClose: () => void;
  /** The element the panel lies over: the app's window, or the page when it is shown full-page. */
  container: HTMLElement | null;
}

/** The disk detail panel: a drawer over the storage app with one disk's facts, advice and actions. */
export default function DiskDetail({ sn, info, onClose, container }: DiskDetailProps) {
  const { t } = useTranslation();
  const disk = sn === null ? undefined : info.disks.find((candidate) => candidate.sn === sn);
  return (
    <Drawer
      open={sn !== null}
      onClose={onClose}
      size={440}
      {...(container ? { getContainer: container, rootStyle: { position: 'absolute' } } : {})}
      title={disk ? t('storage.disks.detail.title', { slot: slotLabel(disk, t), sn: disk.sn }) : sn}
      data-testid="disk-detail-drawer"
      destroyOnHidden
    >
      {disk ? (
        <DiskDetailBody disk={disk} info={info} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storage.disks.detail.gone')} />
      )}
    </Drawer>
  );
}
