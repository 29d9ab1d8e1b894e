import { useEffect, useRef } from 'react';
import { init, type ECharts, type EChartsCoreOption } from 'echarts/core';

export interface EChartViewProps {
  /**
   * The chart; the app that draws it registers its chart types and the renderer with ECharts
   * first (its own `echarts-setup.ts`), so each app's chunk carries only what it draws.
   */
  option: EChartsCoreOption;
  /** CSS size of the drawing; the chart follows the element's size. */
  width?: number | string;
  height: number | string;
  /**
   * `replace` draws each option from nothing; `merge` merges it into the chart, so a live chart's
   * new second moves the lines without redrawing the axes and legend.
   */
  update?: 'replace' | 'merge';
  className?: string;
  /** Read by screen readers instead of the drawing. */
  ariaLabel: string;
  'data-testid'?: string;
  /** How many points the x axis holds, for a test that watches a live chart move. */
  'data-points'?: number;
}

/** One ECharts instance over a div: made on mount, given each new option, disposed on unmount. */
export function EChartView({
  option,
  width = '100%',
  height,
  update = 'replace',
  className,
  ariaLabel,
  ...data
}: EChartViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, update === 'merge' ? { lazyUpdate: true } : { notMerge: true });
  }, [option, update]);

  return (
    <div
      ref={element}
      className={className}
      style={{ width, height }}
      role="img"
      aria-label={ariaLabel}
      data-testid={data['data-testid']}
      data-points={data['data-points']}
    />
  );
}
