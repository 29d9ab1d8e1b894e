import { useMemo, type HTMLAttributes } from 'react';
import { Button, Empty, Modal, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { CALLS, type ResponseOf } from '@coffer/contract';
import { call, type CallResult } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format';
import { slotLabel } from '../data/disk-labels';
import { useIsMaster } from '../data/use-is-master';
import { useStorageInfo } from '../data/use-storage-info';
import { CheckStartButton, CheckState } from './check-controls';
import {
  checkBlockerOf,
  disksOfGroup,
  groupDevType,
  SMART_GROUPS,
  type SmartProtocol,
} from './health-groups';
import { smartColour, smartLabel } from './smart-labels';
import { smartSummaryRows, type SmartSummaryRow } from './smart-summary';
import { useCheckLoop } from './use-check-loop';
import './health.css';

type SmartStatus = ResponseOf<typeof CALLS.smartDetectStatus>;
type SmartTask = ResponseOf<typeof CALLS.smartDetectTask>;

/** The status, and while a check runs its task (how far it is). */
interface SmartCheck {
  status: SmartStatus;
  task: SmartTask | null;
}

const VERDICT_COLOUR: Record<SmartStatus['summary'], string> = {
  nonpresent: 'red',
  fault: 'red',
  abnormal: 'gold',
  warning: 'orange',
  normal: 'green',
};

/** The check's status; while it runs, the task too, whose failure only leaves the progress unknown. */
async function readSmartCheck(protocol: SmartProtocol, signal: AbortSignal): Promise<CallResult<SmartCheck>> {
  const status = await call(CALLS.smartDetectStatus, { protocol }, { toast: false, signal });
  if (!status.success) return status;
  const jobId = status.data.jobId;
  if (!status.data.running || jobId === null) return { ...status, data: { status: status.data, task: null } };
  const task = await call(CALLS.smartDetectTask, { protocol, jobId }, { toast: false, signal });
  return { ...status, data: { status: status.data, task: task.success ? task.data : null } };
}

function useSummaryColumns(onOpenDetail: (sn: string) => void): TableColumnsType<SmartSummaryRow> {
  const { t } = useTranslation();
  return [
    { title: t('storage.slot'), key: 'slot', width: 88, render: (_, row) => slotLabel(row, t) },
    { title: t('storage.serial'), dataIndex: 'sn', key: 'sn' },
    {
      title: t('storage.health.smart.lastCheck'),
      key: 'ctime',
      render: (_, row) =>
        row.ctime > 0 ? formatDateTime(row.ctime * 1000) : t('storage.health.smart.never'),
    },
    {
      title: t('storage.health.smart.result'),
      key: 'result',
      render: (_, row) => (
        <Tag color={smartColour(row.result)} data-testid={`smart-result-${row.sn}`}>
          {smartLabel(row.result, t)}
        </Tag>
      ),
    },
    {
      title: t('storage.health.smart.advice'),
      key: 'advice',
      render: (_, row) => (
        <span
          className={row.advice === 'replace' ? 'health-replace' : 'health-muted'}
          data-testid={`smart-advice-${row.sn}`}
          data-advice={row.advice}
        >
          {row.advice === 'replace' ? <WarningOutlined /> : null} {t(`storage.health.advice.${row.advice}`)}
        </span>
      ),
    },
    {
      title: '',
      key: 'detail',
      width: 72,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpenDetail(row.sn)}
          data-testid={`smart-detail-open-${row.sn}`}
        >
          {t('storage.health.smart.detail')}
        </Button>
      ),
    },
  ];
}

/** One group's check: start it, follow it, then its summary (STOR-SMART-01/02/05/06). */
function SmartGroupPanel({
  group,
  onOpenDetail,
}: {
  group: SmartProtocol;
  onOpenDetail: (sn: string) => void;
}) {
  const { t } = useTranslation();
  const isMaster = useIsMaster();
  const { data: info } = useStorageInfo();
  const loop = useCheckLoop<SmartCheck>({
    readStatus: (signal) => readSmartCheck(group, signal),
    isRunning: (check) => check.status.running === 1,
    startCheck: () => call(CALLS.smartDetectStart, { type: 'short', protocol: group }, { toast: false }),
  });
  const columns = useSummaryColumns(onOpenDetail);
  const disks = info?.disks;
  const status = loop.status?.status ?? null;
  const task = loop.status?.task ?? null;
  const rows = useMemo(
    () => (status ? smartSummaryRows(status.disks, disks ?? [], groupDevType(group)) : []),
    [status, disks, group],
  );
  const running = loop.loop.phase === 'running';
  const total = task ? task.disks.length + task.pending.length : (status?.disks.length ?? 0);
  return (
    <div className="health-panel" data-testid={`smart-panel-${group}`}>
      <Typography.Paragraph type="secondary" className="health-intro">
        {t('storage.health.smart.intro')}
      </Typography.Paragraph>
      <div className="health-actions">
        <CheckStartButton
          blocker={checkBlockerOf({ isMaster, diskCount: disksOfGroup(disks ?? [], group), running })}
          again={rows.some((row) => row.ctime > 0)}
          starting={loop.starting}
          onStart={loop.start}
          testId="smart-start"
        />
      </div>
      <CheckState
        loop={loop}
        percent={task?.task ? task.task.percent : null}
        done={task ? task.disks.length : null}
        total={total}
        testId="smart"
      />
      {status && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storage.health.smart.noDisk')} />
      ) : null}
      {status && rows.length > 0 ? (
        <>
          <div className="health-verdict">
            <Typography.Text strong>{t('storage.health.smart.summary')}</Typography.Text>
            <Tag
              color={VERDICT_COLOUR[status.summary]}
              data-testid="smart-verdict"
              data-summary={status.summary}
            >
              {t(`storage.health.summaryV2.${status.summary}`)}
            </Tag>
          </div>
          <Table
            rowKey="sn"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={rows}
            onRow={(row) => ({ 'data-testid': `smart-row-${row.sn}` }) as HTMLAttributes<HTMLElement>}
            data-testid="smart-summary"
          />
        </>
      ) : null}
    </div>
  );
}

export interface SmartCheckDialogProps {
  open: boolean;
  group: SmartProtocol;
  onGroupChange: (group: SmartProtocol) => void;
  onOpenDetail: (sn: string) => void;
  onClose: () => void;
}

/** "SMART 检测": a group chosen at the top, its check and summary below. */
export default function SmartCheckDialog({
  open,
  group,
  onGroupChange,
  onOpenDetail,
  onClose,
}: SmartCheckDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('storage.health.smart.title')}
      width={760}
      centered
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="smart-close">
          {t('storage.health.close')}
        </Button>
      }
    >
      <div data-testid="smart-check-dialog" className="health-dialog">
        <Segmented<SmartProtocol>
          value={group}
          onChange={onGroupChange}
          aria-label={t('storage.health.group')}
          options={SMART_GROUPS.map((protocol) => ({
            value: protocol,
            label: <span data-testid={`smart-group-${protocol}`}>{t(`storage.kind.${protocol}`)}</span>,
          }))}
        />
        {open ? <SmartGroupPanel key={group} group={group} onOpenDetail={onOpenDetail} /> : null}
      </div>
    </Modal>
  );
}
