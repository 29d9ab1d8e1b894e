import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/** ECharts with only what the monitor draws (lines on a grid, tooltips, legends), SVG renderer. */
register([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
export type { ECharts, EChartsCoreOption };
