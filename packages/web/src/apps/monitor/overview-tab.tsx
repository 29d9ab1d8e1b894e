import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';
import { COLORS, lineOption } from './chart-options';
import { LiveChart } from './live-chart';
import { sumPoints } from './live-series';
import { useMonitorStream } from './monitor-stream';
import { useMonitorDisks } from './use-monitor-calls';

const CHART_HEIGHT = 190;
const percent = (value: number) => `${Math.round(value)}%`;
const rate = (value: number) => `${formatSize(value, 1)}/s`;

/** overview: CPU, memory, network and disk throughput, the last five minutes, moving each second. */
export function OverviewTab() {
  const { t } = useTranslation();
  const { series } = useMonitorStream();
  const disks = useMonitorDisks();
  const latest = series.latest;
  const length = series.t.length;
  // The data disks' total: a virtual bay's image lies on the system disk, so adding both would
  // count each write twice. With no bay disk, the machine's own disks are the total.
  const bays = useMemo(
    () => new Set((disks.data?.list ?? []).filter((disk) => disk.kind === 'bay').map((disk) => disk.name)),
    [disks.data],
  );
  const counted = (name: string) => bays.size === 0 || bays.has(name);

  const charts = useMemo(() => {
    const rx = sumPoints(
      series.net.map((entry) => entry.rx),
      length,
    );
    const tx = sumPoints(
      series.net.map((entry) => entry.tx),
      length,
    );
    const countedDisks = series.disk.filter((entry) => bays.size === 0 || bays.has(entry.name));
    const read = sumPoints(
      countedDisks.map((entry) => entry.read),
      length,
    );
    const write = sumPoints(
      countedDisks.map((entry) => entry.write),
      length,
    );
    return {
      cpu: lineOption({
        t: series.t,
        lines: [{ name: t('monitor.series.cpu'), data: series.cpu, color: COLORS.cpu, area: true }],
        format: percent,
        max: 100,
      }),
      memory: lineOption({
        t: series.t,
        lines: [{ name: t('monitor.series.used'), data: series.memUsed, color: COLORS.memory, area: true }],
        format: (value) => formatSize(value, 1),
        ...(series.memTotal > 0 ? { max: series.memTotal } : {}),
      }),
      network: lineOption({
        t: series.t,
        lines: [
          { name: t('monitor.series.receive'), data: rx, color: COLORS.receive },
          { name: t('monitor.series.send'), data: tx, color: COLORS.send },
        ],
        format: rate,
        legend: true,
      }),
      disk: lineOption({
        t: series.t,
        lines: [
          { name: t('monitor.series.read'), data: read, color: COLORS.read },
          { name: t('monitor.series.write'), data: write, color: COLORS.write },
        ],
        format: rate,
        legend: true,
      }),
    };
  }, [series, length, bays, t]);

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const figures = {
    cpu: latest ? t('monitor.overview.cpuNow', { value: latest.cpu.total.toFixed(1) }) : '-',
    memory: latest
      ? t('monitor.overview.memoryNow', {
          used: formatSize(latest.mem.used, 1),
          total: formatSize(latest.mem.total, 1),
        })
      : '-',
    network: latest
      ? t('monitor.overview.networkNow', {
          rx: formatSize(sum(latest.net.map((entry) => entry.rx)), 1),
          tx: formatSize(sum(latest.net.map((entry) => entry.tx)), 1),
        })
      : '-',
    disk: latest
      ? t('monitor.overview.diskNow', {
          read: formatSize(
            sum(latest.disk.filter((entry) => counted(entry.name)).map((entry) => entry.read)),
            1,
          ),
          write: formatSize(
            sum(latest.disk.filter((entry) => counted(entry.name)).map((entry) => entry.write)),
            1,
          ),
        })
      : '-',
  };

  return (
    <div className="monitor-overview" data-testid="monitor-overview">
      {(['cpu', 'memory', 'network', 'disk'] as const).map((key) => (
        <Card
          key={key}
          size="small"
          title={t(`monitor.overview.${key}`)}
          extra={<span data-testid={`monitor-figure-${key}`}>{figures[key]}</span>}
          className="monitor-card"
        >
          <LiveChart
            option={charts[key]}
            height={CHART_HEIGHT}
            ariaLabel={`${t(`monitor.overview.${key}`)} ${figures[key]}`}
            data-testid={`monitor-chart-${key}`}
          />
        </Card>
      ))}
      <Typography.Text type="secondary" className="monitor-hint">
        {t('monitor.overview.hint')}
      </Typography.Text>
    </div>
  );
}
