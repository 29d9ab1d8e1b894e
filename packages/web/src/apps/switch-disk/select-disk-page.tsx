import { useState } from 'react';
import { Alert, Button, Empty, Result, Select, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PasswordEvent, type DiskInfo, type PoolInfo } from '@coffer/contract';
import { migrateDiskReady, migrateStart } from '@coffer/contract/calls/migration';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { useDialogs } from '../../shell/dialogs/use-dialogs';
import { formatSize } from '../../shell/format/format-size';
import { diskLine } from './disk-words';
import { SwitchDiskFrame, SwitchDiskLoadError, SwitchDiskLoading } from './switch-disk-frame';
import { smallestTarget, targetOptions, usableTargetCount } from './target-choice';
import { useMigrateFlag } from './use-migrate-flag';
import { useStorageFacts } from './use-storage-facts';

interface Problem {
  field: string;
  message: string;
}

/** The outcome of the check for one choice of disks (`for`: the serials, in order). */
type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; for: string; problems: Problem[] };

/** A member as the disk list has it; one that is not listed still shows its serial. */
function memberDisk(sn: string, disks: readonly DiskInfo[]): DiskInfo {
  return (
    disks.find((disk) => disk.sn === sn) ?? ({ sn, dev_type: 'sata', pos: 0, total_size: 0 } as DiskInfo)
  );
}

/**
 * /switchDisk/selectDisk?type=check&pid=…: a new disk for each member (each disk with its slot,
 * serial and size, and why it cannot be chosen), the daemon's check of that choice with every
 * problem it finds, then the administrator password and the start.
 */
export function SelectDiskPage() {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flag = useMigrateFlag();
  const facts = useStorageFacts();
  const pid = params.get('pid') ?? '';
  const back = () => void navigate(`${base}/entry`);

  if (flag.answered && flag.isMigrate) return <Navigate to={`${base}/migration`} replace />;
  if (facts.isPending) {
    return (
      <SwitchDiskFrame step={1}>
        <SwitchDiskLoading />
      </SwitchDiskFrame>
    );
  }
  if (facts.isError) {
    return (
      <SwitchDiskFrame step={1}>
        <SwitchDiskLoadError error={facts.error} retry={() => void facts.refetch()} />
      </SwitchDiskFrame>
    );
  }
  const pool = facts.data.pools.find((candidate) => candidate.id === pid);
  if (!pool) {
    return (
      <SwitchDiskFrame step={1} footer={<Button onClick={back}>{t('switchDisk.select.back')}</Button>}>
        <Result className="switch-disk-result" status="warning" title={t('switchDisk.select.poolGone')} />
      </SwitchDiskFrame>
    );
  }
  return <DiskChoice pool={pool} disks={facts.data.disks} back={back} />;
}

function DiskChoice({ pool, disks, back }: { pool: PoolInfo; disks: DiskInfo[]; back: () => void }) {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const flag = useMigrateFlag();
  const [targets, setTargets] = useState<(string | undefined)[]>(() => pool.disk_list.map(() => undefined));
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [starting, setStarting] = useState(false);

  const members = pool.disk_list.map((sn) => memberDisk(sn, disks));
  const chosen = targets.filter((sn): sn is string => sn !== undefined);
  const complete = chosen.length === members.length;
  const choice = targets.join(',');
  const checked = check.state === 'done' && check.for === choice ? check : undefined;
  const minimum = formatSize(smallestTarget(pool));
  const problemAt = (index: number) => checked?.problems.some((item) => item.field === `sys.${index}`);

  const runCheck = async () => {
    setCheck({ state: 'checking' });
    const result = await call(migrateDiskReady, { pid: pool.id, sys: chosen }, { toast: false });
    const problems = result.success ? result.data.problems : [{ field: 'pid', message: result.message }];
    setCheck({ state: 'done', for: choice, problems });
  };

  const start = async () => {
    const names = chosen.join(', ');
    const confirmed = await dialogs.confirm({
      title: t('switchDisk.select.confirmTitle'),
      message: t('switchDisk.select.confirmMessage', { disks: names }),
      requiredCheckbox: t('switchDisk.select.confirmUnderstood'),
      okText: t('switchDisk.select.start'),
      danger: true,
    });
    if (!confirmed) return;
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return;
    setStarting(true);
    try {
      const result = await call(migrateStart, { pid: pool.id, sys: chosen }, { toast: false });
      if (!result.success) {
        const errors = (result.data as { errors?: Problem[] } | null)?.errors;
        setCheck({
          state: 'done',
          for: choice,
          problems: errors ?? [{ field: 'pid', message: result.message }],
        });
        return;
      }
      flag.restart();
      await queryClient.invalidateQueries({ queryKey: ['switchDisk'] });
      void navigate(`${base}/migration`);
    } finally {
      setStarting(false);
    }
  };

  if (usableTargetCount(pool, disks) < members.length) {
    return (
      <SwitchDiskFrame step={1} footer={<Button onClick={back}>{t('switchDisk.select.back')}</Button>}>
        <Empty
          data-testid="switch-disk-no-free"
          description={
            <>
              <Typography.Text strong>{t('switchDisk.select.noFree')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('switchDisk.select.noFreeBody', { count: members.length, size: minimum })}
              </Typography.Text>
            </>
          }
        />
      </SwitchDiskFrame>
    );
  }

  const passed = checked !== undefined && checked.problems.length === 0;
  return (
    <SwitchDiskFrame
      step={1}
      footer={
        <>
          <Button onClick={back}>{t('switchDisk.select.back')}</Button>
          <Button
            disabled={!complete}
            loading={check.state === 'checking'}
            onClick={() => void runCheck()}
            data-testid="switch-disk-check"
          >
            {check.state === 'checking' ? t('switchDisk.select.checking') : t('switchDisk.select.check')}
          </Button>
          <Button
            type="primary"
            danger
            disabled={!passed}
            loading={starting}
            onClick={() => void start()}
            data-testid="switch-disk-start"
          >
            {t('switchDisk.select.start')}
          </Button>
        </>
      }
    >
      <Typography.Text type="secondary">{t('switchDisk.select.hint', { size: minimum })}</Typography.Text>
      <div className="switch-disk-pairs">
        <span className="switch-disk-head">{t('switchDisk.select.member')}</span>
        <span />
        <span className="switch-disk-head">{t('switchDisk.select.target')}</span>
        {members.map((member, index) => (
          <MemberRow
            key={member.sn}
            member={member}
            value={targets[index]}
            options={targetOptions(pool, disks, targets, index).map(({ disk, reason }) => ({
              value: disk.sn,
              label: reason
                ? `${diskLine(disk, t)} (${t(`switchDisk.reason.${reason}`)})`
                : diskLine(disk, t),
              disabled: reason !== null,
            }))}
            error={problemAt(index) === true}
            onChange={(sn) => setTargets((before) => before.map((old, at) => (at === index ? sn : old)))}
            testId={`switch-disk-target-${index}`}
          />
        ))}
      </div>
      {checked ? (
        <Alert
          className="switch-disk-check"
          type={passed ? 'success' : 'error'}
          showIcon
          data-testid="switch-disk-check-result"
          title={passed ? t('switchDisk.select.checkPassed') : t('switchDisk.select.problems')}
          description={
            passed ? undefined : (
              <ul className="switch-disk-problems">
                {checked.problems.map((item, index) => (
                  <li key={index}>{item.message}</li>
                ))}
              </ul>
            )
          }
        />
      ) : null}
    </SwitchDiskFrame>
  );
}

function MemberRow({
  member,
  value,
  options,
  error,
  onChange,
  testId,
}: {
  member: DiskInfo;
  value: string | undefined;
  options: { value: string; label: string; disabled: boolean }[];
  error: boolean;
  onChange: (sn: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const label = diskLine(member, t);
  return (
    <>
      <span className="switch-disk-member" title={label}>
        {label}
      </span>
      <ArrowRightOutlined className="switch-disk-arrow" />
      <Select
        value={value}
        placeholder={t('switchDisk.select.choose')}
        options={options}
        status={error ? 'error' : undefined}
        onChange={onChange}
        aria-label={`${t('switchDisk.select.target')}: ${label}`}
        popupMatchSelectWidth={false}
        placement="bottomRight"
        data-testid={testId}
      />
    </>
  );
}
