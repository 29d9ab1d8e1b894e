import { useMemo } from 'react';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { EChart } from './echart';

export interface CapacityDonutProps {
  /** Bytes; null when the pool is not mounted and its use cannot be read. */
  used: number | null;
  total: number;
  size?: number;
  'data-testid'?: string;
}

const USED_COLOUR = '#1f6f5c';
const FREE_COLOUR = '#d9e6e1';
const UNKNOWN_COLOUR = '#e5e5e5';

/** Used and free space of a pool as a ring, the total in its middle (spec 3 "pie chart"). */
export function CapacityDonut({ used, total, size = 132, ...rest }: CapacityDonutProps) {
  const { t } = useTranslation();
  const free = used === null ? 0 : Math.max(0, total - used);
  const percent = used === null || total <= 0 ? null : (used / total) * 100;
  // A pool with a little data on it is not empty: "<1%" rather than "0%".
  const percentText = percent === null ? '—' : percent > 0 && percent < 1 ? '<1%' : `${Math.round(percent)}%`;
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (item: { name: string; value: number }) => `${item.name}: ${formatCapacity(item.value)}`,
      },
      series: [
        {
          type: 'pie',
          radius: ['62%', '88%'],
          silent: used === null,
          label: {
            show: true,
            position: 'center',
            formatter: () => percentText,
            fontSize: 18,
            fontWeight: 600,
            color: '#1f2d2a',
          },
          labelLine: { show: false },
          data:
            used === null
              ? [{ name: t('storage.unmounted'), value: 1, itemStyle: { color: UNKNOWN_COLOUR } }]
              : [
                  { name: t('storage.used'), value: used, itemStyle: { color: USED_COLOUR } },
                  { name: t('storage.free'), value: free, itemStyle: { color: FREE_COLOUR } },
                ],
        },
      ],
    }),
    [used, free, percentText, t],
  );
  const label =
    used === null
      ? t('storage.unmounted')
      : `${t('storage.used')} ${formatCapacity(used)}, ${t('storage.free')} ${formatCapacity(free)}, ${t('storage.total')} ${formatCapacity(total)}`;
  return (
    <EChart option={option} width={size} height={size} ariaLabel={label} data-testid={rest['data-testid']} />
  );
}
