import { PieChart } from 'echarts/charts';
import { init, use as register, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the storage manager draws (pies) and the SVG renderer, so the app's
 * chunk carries a small part of the library and nothing else does.
 */
register([PieChart, SVGRenderer]);

export { init };
export type { ECharts, EChartsCoreOption };
