import { Card, Empty } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';
import { COLORS, lineOption } from './chart-options';
import { LiveChart } from './live-chart';
import { useMonitorStream } from './monitor-stream';

const rate = (value: number) => `${formatSize(value, 1)}/s`;

/** net: each interface's received and sent bytes per second. */
export function NetTab() {
  const { t } = useTranslation();
  const { series } = useMonitorStream();
  if (series.net.length === 0)
    return <Empty description={t('monitor.net.none')} data-testid="monitor-net-empty" />;
  return (
    <div className="monitor-scroll" data-testid="monitor-net">
      {series.net.map((entry) => {
        const now = series.latest?.net.find((item) => item.name === entry.name);
        const figure = now ? `↓ ${rate(now.rx)}  ↑ ${rate(now.tx)}` : '-';
        return (
          <Card key={entry.name} size="small" title={entry.name} extra={figure} className="monitor-card">
            <LiveChart
              option={lineOption({
                t: series.t,
                lines: [
                  { name: t('monitor.series.receive'), data: entry.rx, color: COLORS.receive, area: true },
                  { name: t('monitor.series.send'), data: entry.tx, color: COLORS.send },
                ],
                format: rate,
                legend: true,
              })}
              height={170}
              ariaLabel={`${entry.name} ${figure}`}
              data-testid={`monitor-net-chart-${entry.name}`}
            />
          </Card>
        );
      })}
    </div>
  );
}
