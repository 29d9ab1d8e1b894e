// The storage manager's charts: its chart types registered (pies), drawn by the shared view.
import './echarts-setup';

export { EChartView as EChart } from '../../../shell/charts/echart-view';
