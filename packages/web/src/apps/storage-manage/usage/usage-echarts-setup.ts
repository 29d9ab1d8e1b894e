import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as register } from 'echarts/core';

/**
 * What the usage reports draw beyond the app's pies: bars on a grid, and tooltips. Registered here,
 * imported only by the lazily loaded usage pages, so the window's first chunk stays as it is
 * (charts/echarts-setup.ts); ECharts' `use` adds to what is registered.
 */
register([BarChart, GridComponent, TooltipComponent]);
