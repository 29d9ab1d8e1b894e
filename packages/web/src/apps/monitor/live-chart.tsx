import type { EChartsCoreOption } from './echarts-setup';
import './echarts-setup';
import { EChartView } from '../../shell/charts/echart-view';

export interface LiveChartProps {
  option: EChartsCoreOption;
  height: number;
  ariaLabel: string;
  'data-testid'?: string;
}

/** A monitor chart: each new option is merged in, and its point count is on the element. */
export function LiveChart({ option, height, ariaLabel, ...rest }: LiveChartProps) {
  return (
    <EChartView
      option={option}
      height={height}
      update="merge"
      ariaLabel={ariaLabel}
      data-testid={rest['data-testid']}
      data-points={(option as { xAxis?: { data?: unknown[] } }).xAxis?.data?.length ?? 0}
    />
  );
}
