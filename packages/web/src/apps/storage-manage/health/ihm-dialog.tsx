import { Alert, Button, Card, Descriptions, Empty, Modal, Segmented, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CALLS, type IhmGroup, type ResponseOf } from '@coffer/contract';
import { call, CallError, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { slotLabel } from '../data/disk-labels';
import { useIsMaster } from '../data/use-is-master';
import { STORAGE_QUERY_KEY, useStorageInfo } from '../data/use-storage-info';
import { CheckStartButton, CheckState } from './check-controls';
import { checkBlockerOf, disksOfGroup, groupDevType, IHM_GROUPS } from './health-groups';
import { ihmIndicatorText, IHM_INDICATORS } from './ihm-indicators';
import { smartColour, smartLabel } from './smart-labels';
import { useCheckLoop } from './use-check-loop';
import './health.css';

type IhmStatus = ResponseOf<typeof CALLS.ihmCheckStatus>;
type IhmReport = ResponseOf<typeof CALLS.ihmReportView>['list'][number];

/** One disk's report: its health, what its SMART reading measured, and its warnings. */
function IhmDiskReport({ report }: { report: IhmReport }) {
  const { t } = useTranslation();
  const { data: info } = useStorageInfo();
  const disk = info?.disks.find((candidate) => candidate.sn === report.sn);
  const where = slotLabel(disk ?? { dev_type: groupDevType(report.type), pos: report.pos }, t);
  return (
    <Card
      size="small"
      className="ihm-card"
      data-testid={`ihm-report-${report.sn}`}
      title={
        <span className="ihm-card-title">
          <span>{where}</span>
          <span className="health-muted">{report.sn}</span>
        </span>
      }
      extra={
        <Tag color={smartColour(report.health)} data-testid={`ihm-health-${report.sn}`}>
          {smartLabel(report.health, t)}
        </Tag>
      }
    >
      <Typography.Text type="secondary" className="ihm-model">
        {report.model} · {smartLabel(report.result, t)}
      </Typography.Text>
      <Descriptions
        size="small"
        column={2}
        items={IHM_INDICATORS.map((indicator) => ({
          key: indicator,
          label: t(`storage.health.ihm.indicator.${indicator}`),
          children: (
            <span data-testid={`ihm-${indicator}-${report.sn}`}>
              {ihmIndicatorText(indicator, report.indicators[indicator], t)}
            </span>
          ),
        }))}
      />
      <div className="ihm-warnings">
        <Typography.Text strong>{t('storage.health.ihm.warnings')}</Typography.Text>{' '}
        {report.warning.length === 0 ? (
          <span className="health-muted">{t('storage.health.ihm.noWarnings')}</span>
        ) : (
          <ul className="health-list" data-testid={`ihm-warnings-${report.sn}`}>
            {report.warning.map((warning, index) => (
              <li key={index} className={warning.level === 'fault' ? 'health-replace' : undefined}>
                {warning.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** The report of the group's disks once no check runs; read again after each check. */
function IhmReports({ status }: { status: IhmStatus }) {
  const { t } = useTranslation();
  const serials = status.disks.map((disk) => disk.sn);
  const readings = status.disks.map((disk) => disk.id).join(',');
  const report = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'ihm-report', serials.join(','), readings],
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.ihmReportView, { sn: serials }, { toast: false, signal })),
    enabled: serials.length > 0,
  });
  if (serials.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storage.health.ihm.noDisk')} />;
  }
  if (report.isPending) return <Spin className="health-loading" />;
  if (report.isError) {
    const message = report.error instanceof CallError ? report.error.result.message : String(report.error);
    return <Alert type="error" showIcon title={t('storage.health.loadFailed', { message })} />;
  }
  return (
    <div className="ihm-reports" data-testid="ihm-reports">
      {report.data.list.map((disk) => (
        <IhmDiskReport key={disk.sn} report={disk} />
      ))}
    </div>
  );
}

/** One group's IHM check and report (STOR-IHM-01). */
function IhmGroupPanel({ group }: { group: IhmGroup }) {
  const { t } = useTranslation();
  const isMaster = useIsMaster();
  const { data: info } = useStorageInfo();
  const loop = useCheckLoop<IhmStatus>({
    readStatus: (signal) => call(CALLS.ihmCheckStatus, { type: group }, { toast: false, signal }),
    isRunning: (status) => status.running === 1,
    startCheck: () => call(CALLS.ihmCheckStart, { type: group }, { toast: false }),
  });
  const status = loop.status;
  const running = loop.loop.phase === 'running';
  return (
    <div className="health-panel" data-testid={`ihm-panel-${group}`}>
      <Typography.Paragraph type="secondary" className="health-intro">
        {t('storage.health.ihm.intro')}
      </Typography.Paragraph>
      <div className="health-actions">
        <CheckStartButton
          blocker={checkBlockerOf({ isMaster, diskCount: disksOfGroup(info?.disks ?? [], group), running })}
          again={status?.disks.some((disk) => disk.id > 0) ?? false}
          starting={loop.starting}
          onStart={loop.start}
          testId="ihm-start"
        />
      </div>
      <CheckState loop={loop} percent={status?.percent ?? null} done={null} total={0} testId="ihm" />
      {status && !running ? <IhmReports status={status} /> : null}
    </div>
  );
}

export interface IhmDialogProps {
  open: boolean;
  group: IhmGroup;
  onGroupChange: (group: IhmGroup) => void;
  onClose: () => void;
}

/** "硬盘健康报告 (IHM)" of the SATA or the SSD group. */
export default function IhmDialog({ open, group, onGroupChange, onClose }: IhmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('storage.health.ihm.title')}
      width={760}
      centered
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="ihm-close">
          {t('storage.health.close')}
        </Button>
      }
    >
      <div data-testid="ihm-dialog" className="health-dialog">
        <Segmented<IhmGroup>
          value={group}
          onChange={onGroupChange}
          aria-label={t('storage.health.group')}
          options={IHM_GROUPS.map((type) => ({
            value: type,
            label: <span data-testid={`ihm-group-${type}`}>{t(`storage.health.ihmGroup.${type}`)}</span>,
          }))}
        />
        {open ? <IhmGroupPanel key={group} group={group} /> : null}
      </div>
    </Modal>
  );
}
