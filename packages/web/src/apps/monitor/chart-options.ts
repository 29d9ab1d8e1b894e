import type { EChartsCoreOption } from './echarts-setup';

export interface LineSpec {
  name: string;
  data: (number | null)[];
  color: string;
  area?: boolean;
}

export interface LineOptionInput {
  t: number[];
  lines: LineSpec[];
  /** Text of an axis value and a tooltip value. */
  format: (value: number) => string;
  /** A fixed top of the axis (100 for percent, the memory's total). */
  max?: number;
  legend?: boolean;
}

function clock(ms: number): string {
  const date = new Date(ms);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** Pure: a live line chart's option; no animation, so a new second moves the lines at once. */
export function lineOption({ t, lines, format, max, legend = false }: LineOptionInput): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 64, right: 12, top: legend ? 28 : 10, bottom: 24 },
    legend: legend
      ? { top: 0, right: 0, itemWidth: 14, itemHeight: 8, textStyle: { fontSize: 11 } }
      : undefined,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : '-'),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: t.map(clock),
      axisLabel: { fontSize: 10, interval: 'auto' },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      ...(max === undefined ? {} : { max }),
      splitNumber: 3,
      axisLabel: { fontSize: 10, formatter: (value: number) => format(value) },
    },
    series: lines.map((line) => ({
      name: line.name,
      type: 'line',
      data: line.data,
      showSymbol: false,
      connectNulls: false,
      lineStyle: { width: 1.5, color: line.color },
      itemStyle: { color: line.color },
      ...(line.area ? { areaStyle: { color: line.color, opacity: 0.15 } } : {}),
    })),
  };
}

export const COLORS = {
  cpu: '#1677ff',
  memory: '#722ed1',
  receive: '#13a8a8',
  send: '#fa8c16',
  read: '#52c41a',
  write: '#eb2f96',
} as const;
