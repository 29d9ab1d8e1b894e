import { formatCapacity } from '@coffer/contract';
import type { EChartsCoreOption } from '../charts/echarts-setup';
import { percentText, type UsageSlice } from './usage-series';

/** ECharts tooltips are HTML: a folder's name is the user's own text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface TooltipItem {
  dataIndex: number;
}

function tooltipOf(slices: readonly UsageSlice[]) {
  return (item: TooltipItem | TooltipItem[]) => {
    const first = Array.isArray(item) ? item[0] : item;
    const slice = first ? slices[first.dataIndex] : undefined;
    if (!slice) return '';
    return `${escapeHtml(slice.name)}<br/>${formatCapacity(slice.bytes)} · ${percentText(slice.percent)}`;
  };
}

/** A ring of the file types, each in its colour; the page lists them beside it. */
export function typePieOption(slices: readonly UsageSlice[]): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'item', formatter: tooltipOf(slices) },
    series: [
      {
        type: 'pie',
        radius: ['48%', '86%'],
        label: { show: false },
        labelLine: { show: false },
        data: slices.map((slice) => ({
          name: slice.name,
          value: slice.bytes,
          itemStyle: { color: slice.colour },
        })),
      },
    ],
  };
}

/** Horizontal bars of the top folders, largest at the top, each labelled with its size. */
export function folderBarOption(bars: readonly UsageSlice[]): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 4, right: 72, top: 4, bottom: 4 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltipOf(bars) },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      inverse: true,
      data: bars.map((bar) => bar.name),
      axisTick: { show: false },
      axisLine: { show: false },
      axisLabel: { width: 120, overflow: 'truncate', color: '#1f2d2a' },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 16,
        data: bars.map((bar) => ({ value: bar.bytes, itemStyle: { color: bar.colour, borderRadius: 3 } })),
        label: {
          show: true,
          position: 'right',
          color: '#5b6b67',
          formatter: (item: { dataIndex: number }) => formatCapacity(bars[item.dataIndex]?.bytes ?? 0),
        },
      },
    ],
  };
}
