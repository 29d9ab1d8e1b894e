import { useMemo } from 'react';
import { Card, Empty } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { EChart } from '../charts/echart';
import { folderBarOption, typePieOption } from './usage-chart-options';
import { folderBars, percentText, typeSlices, type UsageSeries, type UsageSlice } from './usage-series';
import './usage-echarts-setup';

const BAR_HEIGHT = 30;

function describe(slices: readonly UsageSlice[]): string {
  return slices.map((slice) => `${slice.name} ${formatCapacity(slice.bytes)}`).join(', ');
}

/** Space by file type as a ring with its legend, and by top folder as bars. */
export function UsageCharts({ series }: { series: UsageSeries }) {
  const { t } = useTranslation();
  const slices = useMemo(() => typeSlices(series.byType, t), [series, t]);
  const bars = useMemo(() => folderBars(series.byFolder, t), [series, t]);
  const pie = useMemo(() => typePieOption(slices), [slices]);
  const bar = useMemo(() => folderBarOption(bars), [bars]);
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storage.usage.chartEmpty')} />;
  return (
    <div className="usage-charts" data-testid="usage-charts">
      <Card size="small" title={t('storage.usage.byType')} className="usage-chart-card">
        {slices.length === 0 ? (
          empty
        ) : (
          <div className="usage-type-chart">
            <EChart
              option={pie}
              width={150}
              height={150}
              ariaLabel={`${t('storage.usage.byType')}: ${describe(slices)}`}
              data-testid="usage-chart-types"
            />
            <ul className="usage-legend">
              {slices.map((slice) => (
                <li key={slice.key} data-testid={`usage-type-${slice.key}`}>
                  <span className="usage-swatch" style={{ background: slice.colour }} />
                  <span className="usage-legend-name">{slice.name}</span>
                  <span className="usage-legend-size">{formatCapacity(slice.bytes)}</span>
                  <span className="usage-legend-share">{percentText(slice.percent)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
      <Card size="small" title={t('storage.usage.byFolder')} className="usage-chart-card">
        {bars.length === 0 ? (
          empty
        ) : (
          <EChart
            option={bar}
            width="100%"
            height={bars.length * BAR_HEIGHT + 8}
            ariaLabel={`${t('storage.usage.byFolder')}: ${describe(bars)}`}
            data-testid="usage-chart-folders"
          />
        )}
      </Card>
    </div>
  );
}
