import { Alert, Checkbox, Progress, Radio, Steps, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { formatCapacity, RAID_MODES, type DiskInfo, type JobInfo, type PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { CapacityDonut } from '../../apps/storage-manage/charts/capacity-donut';
import { usedBytesOf } from '../../apps/storage-manage/data/storage-by-bay';
import type { FirstUseMode, FirstUseModeChoice } from './first-use-choices';
import { FIRST_USE_PROGRESS, progressIndex, type FirstUseAction } from './first-use-flow';

type Dispatch = (action: FirstUseAction) => void;

export function WelcomeStep() {
  const { t } = useTranslation();
  return (
    <div className="first-use-step" data-testid="first-use-welcome">
      <Typography.Title level={4}>{t('firstUse.welcomeTitle')}</Typography.Title>
      <Typography.Paragraph>{t('firstUse.welcomeBody')}</Typography.Paragraph>
    </div>
  );
}

export function ModeStep({
  disks,
  modes,
  mode,
  dispatch,
}: {
  disks: readonly DiskInfo[];
  modes: readonly FirstUseModeChoice[];
  mode: FirstUseMode | null;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  return (
    <div className="first-use-step" data-testid="first-use-mode">
      <Typography.Title level={5}>{t('firstUse.modeTitle')}</Typography.Title>
      <Typography.Text type="secondary">{t('firstUse.modeIntro', { count: disks.length })}</Typography.Text>
      <ul className="first-use-disks">
        {disks.map((disk) => (
          <li key={disk.sn} data-testid={`first-use-disk-${disk.pos}`}>
            {t('firstUse.diskLine', {
              pos: disk.pos,
              size: formatCapacity(disk.total_size),
              model: disk.model,
            })}
          </li>
        ))}
      </ul>
      <Radio.Group
        value={mode}
        onChange={(event) => dispatch({ type: 'choose', mode: event.target.value as FirstUseMode })}
        className="first-use-modes"
      >
        {modes.map((choice) => (
          <Radio
            key={choice.mode}
            value={choice.mode}
            disabled={choice.blocked !== null}
            data-testid={`first-use-mode-${choice.mode}`}
          >
            <span className="first-use-mode-name">{t(`firstUse.modes.${choice.mode}`)}</span>
            <span className="first-use-mode-desc">
              {choice.blocked !== null
                ? t(`firstUse.${choice.blocked}`)
                : `${t(`firstUse.modeDesc.${choice.mode}`)} ${t('firstUse.usable', {
                    size: formatCapacity(choice.usableBytes),
                  })}`}
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}

export function SsdStep({ accepted, dispatch }: { accepted: boolean; dispatch: Dispatch }) {
  const { t } = useTranslation();
  return (
    <div className="first-use-step" data-testid="first-use-ssd">
      <Typography.Title level={5}>{t('firstUse.ssdTitle')}</Typography.Title>
      <Checkbox
        checked={accepted}
        onChange={(event) => dispatch({ type: 'acceptSsd', accepted: event.target.checked })}
        data-testid="first-use-ssd-accept"
      >
        {t('firstUse.ssdCheckbox')}
      </Checkbox>
    </div>
  );
}

export function ProgressStep({ job }: { job: JobInfo | null }) {
  const { t } = useTranslation();
  const current = progressIndex(job);
  return (
    <div className="first-use-step" data-testid="first-use-progress" data-step={job?.description ?? ''}>
      <Typography.Title level={5}>{t('firstUse.progressTitle')}</Typography.Title>
      <Steps
        size="small"
        current={current}
        items={FIRST_USE_PROGRESS.map((step) => ({ key: step, title: t(`firstUse.progressSteps.${step}`) }))}
      />
      <Progress percent={job?.percent ?? 0} status="active" data-testid="first-use-percent" />
      <Typography.Text type="secondary">{t('firstUse.progressHint')}</Typography.Text>
    </div>
  );
}

export function CompleteStep({ pool, disks }: { pool: PoolInfo | undefined; disks: number }) {
  const { t } = useTranslation();
  if (!pool) return <div className="first-use-step" data-testid="first-use-complete" data-ready="0" />;
  const mirrored = RAID_MODES[pool.raid_type as keyof typeof RAID_MODES]?.tolerates(disks) > 0;
  return (
    <div className="first-use-step" data-testid="first-use-complete" data-ready="1">
      <Typography.Title level={5}>
        <CheckCircleFilled className="first-use-success" /> {t('firstUse.completeTitle')}
      </Typography.Title>
      <div className="first-use-complete">
        <CapacityDonut
          used={usedBytesOf(pool)}
          total={pool.total_size}
          size={148}
          data-testid="first-use-chart"
        />
        <Typography.Text data-testid="first-use-facts">
          {t('firstUse.completeFacts', {
            mode: RAID_MODES[pool.raid_type as keyof typeof RAID_MODES]?.label ?? pool.raid_type,
            count: disks,
            total: formatCapacity(pool.total_size),
          })}
        </Typography.Text>
      </div>
      {mirrored ? <Alert type="info" showIcon title={t('firstUse.syncNotice')} /> : null}
    </div>
  );
}

export function FailureStep({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <div className="first-use-step" data-testid="first-use-failure">
      <Alert
        type="error"
        showIcon
        title={t('firstUse.failureTitle')}
        description={
          <>
            <div data-testid="first-use-failure-reason">{t('firstUse.failureReason', { msg: reason })}</div>
            <div>{t('firstUse.failureHint')}</div>
          </>
        }
      />
    </div>
  );
}
