import { Tag, Tooltip } from 'antd';
import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { slotLabel } from '../data/disk-labels';

const STATUS_COLOUR: Record<string, string> = { ok: 'green', missing: 'red', fault: 'red' };

/** The members of a pool, each by its slot and coloured by what the engine says of it. */
export function PoolMemberChips({ pool, disks }: { pool: PoolInfo; disks: readonly DiskInfo[] }) {
  const { t } = useTranslation();
  const raid10 = pool.raid_type === 'raid10';
  return (
    <span className="pool-chips" data-testid={`pool-members-${pool.name}`}>
      {pool.system_disks.map((member) => {
        const disk = disks.find((candidate) => candidate.sn === member.sn);
        const where = disk ? slotLabel(disk, t) : member.sn;
        const group = raid10 ? `${t('storage.overview.group', { gid: member.raid10_gid })} · ` : '';
        return (
          <Tooltip key={member.sn} title={`${member.sn} · ${t(`storage.diskStatus.${member.status}`)}`}>
            <Tag
              color={STATUS_COLOUR[member.status] ?? 'orange'}
              data-testid={`pool-member-${member.sn}`}
              data-status={member.status}
            >
              {group}
              {where}
              {member.status === 'ok' ? '' : ` · ${t(`storage.diskStatus.${member.status}`)}`}
            </Tag>
          </Tooltip>
        );
      })}
    </span>
  );
}

/** The hot spares protecting a pool, or a word that there is none. */
export function PoolSpareChips({ spares }: { spares: readonly DiskInfo[] }) {
  const { t } = useTranslation();
  if (spares.length === 0) return <span className="pool-muted">{t('storage.overview.noSpare')}</span>;
  return (
    <span className="pool-chips">
      {spares.map((disk) => (
        <Tooltip key={disk.sn} title={disk.sn}>
          <Tag color={disk.status === 'ok' ? 'blue' : 'red'} data-testid={`pool-spare-${disk.sn}`}>
            {slotLabel(disk, t)}
          </Tag>
        </Tooltip>
      ))}
    </span>
  );
}
