import { useMemo, useState, type HTMLAttributes } from 'react';
import { Alert, Button, Descriptions, Empty, Modal, Select, Spin, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CALLS, type ResponseOf } from '@coffer/contract';
import { call, CallError, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format';
import { slotLabel } from '../data/disk-labels';
import { STORAGE_QUERY_KEY, useStorageInfo } from '../data/use-storage-info';
import { smartColour, smartLabel } from './smart-labels';
import './health.css';

type SmartView = ResponseOf<typeof CALLS.smartHistoryView>;
type SmartAttribute = SmartView['attributes'][number];

const ATTRIBUTE_COLOUR: Record<SmartAttribute['health'], string> = {
  ok: 'green',
  warning: 'orange',
  fault: 'red',
};

const messageOf = (error: unknown) => (error instanceof CallError ? error.result.message : String(error));

function useAttributeColumns(): TableColumnsType<SmartAttribute> {
  const { t, i18n } = useTranslation();
  const value = (number: number | null) => (number === null ? '—' : number);
  return [
    { title: t('storage.health.detail.id'), dataIndex: 'id', key: 'id', width: 56 },
    {
      title: t('storage.health.detail.name'),
      key: 'name',
      render: (_, attribute) => (i18n.language === 'en' ? attribute.en_us : attribute.zh_cn),
    },
    {
      title: t('storage.health.detail.current'),
      key: 'now',
      width: 76,
      render: (_, a) => value(a.now_value),
    },
    {
      title: t('storage.health.detail.threshold'),
      key: 'thresh',
      width: 76,
      render: (_, a) => value(a.thresh),
    },
    { title: t('storage.health.detail.worst'), key: 'worst', width: 76, render: (_, a) => value(a.worst) },
    { title: t('storage.health.detail.raw'), dataIndex: 'raw_value', key: 'raw', width: 120 },
    {
      title: t('storage.health.detail.health'),
      key: 'health',
      width: 92,
      render: (_, attribute) => (
        <Tag color={ATTRIBUTE_COLOUR[attribute.health]}>
          {t(`storage.health.detail.attrHealth.${attribute.health}`)}
        </Tag>
      ),
    },
  ];
}

/** One reading: its health, where and when, its warnings and its attribute table. */
function SmartReading({ sn, id }: { sn: string; id: number }) {
  const { t } = useTranslation();
  const { data: info } = useStorageInfo();
  const columns = useAttributeColumns();
  const view = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'smart-view', sn, id],
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.smartHistoryView, { sn, id }, { toast: false, signal })),
    staleTime: Infinity,
  });
  if (view.isPending) return <Spin className="health-loading" />;
  if (view.isError) return <Alert type="error" showIcon title={messageOf(view.error)} />;
  const reading = view.data;
  const disk = info?.disks.find((candidate) => candidate.sn === sn);
  const where = disk ? slotLabel(disk, t) : slotLabel({ dev_type: 'sata', pos: reading.pos }, t);
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        className="health-facts"
        items={[
          {
            key: 'health',
            label: t('storage.health.detail.health'),
            children: (
              <Tag color={smartColour(reading.health)} data-testid="smart-detail-health">
                {smartLabel(reading.health, t)}
              </Tag>
            ),
          },
          { key: 'sn', label: t('storage.serial'), children: reading.sn },
          { key: 'slot', label: t('storage.slot'), children: where },
          {
            key: 'time',
            label: t('storage.health.detail.time'),
            children: formatDateTime(reading.ctime * 1000),
          },
        ]}
      />
      {reading.warning.length > 0 ? (
        <Alert
          type={reading.warning.some((warning) => warning.level === 'fault') ? 'error' : 'warning'}
          showIcon
          className="health-warnings"
          title={t('storage.health.detail.warningList', {
            list: reading.warning.map((warning) => warning.reason).join(t('storage.health.detail.separator')),
          })}
          data-testid="smart-detail-warnings"
        />
      ) : null}
      {reading.attributes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storage.health.detail.noAttributes')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={reading.attributes}
          scroll={{ y: 280 }}
          onRow={(attribute) =>
            ({
              'data-testid': `smart-attr-${attribute.id}`,
              'data-health': attribute.health,
            }) as HTMLAttributes<HTMLElement>
          }
          data-testid="smart-attributes"
        />
      )}
    </>
  );
}

/** A disk's readings, newest first, with the one chosen shown below (STOR-SMART-06/07). */
function SmartHistory({ sn }: { sn: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const history = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'smart-history', sn],
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.smartHistoryList, { sn }, { toast: false, signal })),
  });
  const readings = useMemo(
    () => [...(history.data?.list ?? [])].sort((a, b) => b.ctime - a.ctime || b.id - a.id),
    [history.data],
  );
  if (history.isPending) return <Spin className="health-loading" />;
  if (history.isError) return <Alert type="error" showIcon title={messageOf(history.error)} />;
  if (readings.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('storage.health.detail.noHistory')}
        data-testid="smart-detail-empty"
      />
    );
  }
  const id = chosen !== null && readings.some((reading) => reading.id === chosen) ? chosen : readings[0]!.id;
  return (
    <>
      <div className="health-field">
        <span>{t('storage.health.detail.reading')}</span>
        <Select<number>
          aria-label={t('storage.health.detail.reading')}
          value={id}
          onChange={setChosen}
          className="health-select"
          data-testid="smart-detail-history"
          options={readings.map((reading) => ({
            value: reading.id,
            label: `${formatDateTime(reading.ctime * 1000)} · ${smartLabel(reading.health, t)}`,
          }))}
        />
      </div>
      <SmartReading key={id} sn={sn} id={id} />
    </>
  );
}

export interface SmartDetailDialogProps {
  open: boolean;
  sn: string;
  onSnChange: (sn: string) => void;
  onClose: () => void;
}

/** "SMART 详情": a disk chosen in the dropdown, its readings and the chosen one's attributes. */
export default function SmartDetailDialog({ open, sn, onSnChange, onClose }: SmartDetailDialogProps) {
  const { t } = useTranslation();
  const { data: info } = useStorageInfo();
  const disks = info?.disks ?? [];
  const options = disks.map((disk) => ({ value: disk.sn, label: `${slotLabel(disk, t)} · ${disk.sn}` }));
  if (!disks.some((disk) => disk.sn === sn)) options.push({ value: sn, label: sn });
  return (
    <Modal
      open={open}
      title={t('storage.health.detail.title')}
      width={760}
      centered
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="smart-detail-close">
          {t('storage.health.close')}
        </Button>
      }
    >
      <div data-testid="smart-detail-dialog" className="health-dialog">
        <div className="health-field">
          <span>{t('storage.health.detail.disk')}</span>
          <Select<string>
            aria-label={t('storage.health.detail.disk')}
            value={sn}
            onChange={onSnChange}
            className="health-select"
            options={options}
            data-testid="smart-detail-disk"
          />
        </div>
        {open ? <SmartHistory key={sn} sn={sn} /> : null}
      </div>
    </Modal>
  );
}
