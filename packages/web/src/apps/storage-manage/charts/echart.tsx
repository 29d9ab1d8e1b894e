import { useEffect, useRef } from 'react';
import { init, type ECharts, type EChartsCoreOption } from './echarts-setup';

export interface EChartProps {
  option: EChartsCoreOption;
  /** CSS size of the drawing; the chart follows the element's size. */
  width: number | string;
  height: number | string;
  className?: string;
  'data-testid'?: string;
  /** Read by screen readers instead of the drawing. */
  ariaLabel: string;
}

/** One ECharts instance over a div: made on mount, given each new option, disposed on unmount. */
export function EChart({ option, width, height, className, ariaLabel, ...rest }: EChartProps) {
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
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={element}
      className={className}
      style={{ width, height }}
      role="img"
      aria-label={ariaLabel}
      data-testid={rest['data-testid']}
    />
  );
}
