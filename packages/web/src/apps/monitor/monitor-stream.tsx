import type { MonitorSample } from '@coffer/contract';
import { monitorHistory } from '@coffer/contract/calls/monitor';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { call, unwrap } from '../../api/client';
import { onPush, subscribePushTopic } from '../../shell/push';
import { appendSample, EMPTY_SERIES, LIVE_SECONDS, seriesFromHistory, type LiveSeries } from './live-series';

export interface MonitorStream {
  status: 'loading' | 'error' | 'ready';
  series: LiveSeries;
  retry: () => void;
}

const StreamContext = createContext<MonitorStream>({
  status: 'loading',
  series: EMPTY_SERIES,
  retry: () => {},
});

type State = { status: 'loading' | 'error' } | { status: 'ready'; series: LiveSeries };

/**
 * The monitor window's one stream of samples: the daemon's history to start from, then every pushed
 * sample. The window subscribes to the `monitor` push topic while it is open and releases it when it
 * closes, so pages without a monitor get no samples.
 */
export function MonitorStreamProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // Samples pushed while the history is on its way are added to it when it comes.
    const early: MonitorSample[] = [];
    let started = false;
    const release = subscribePushTopic('monitor');
    const stop = onPush('monitor_sample', (sample) => {
      if (!started) early.push(sample);
      else
        setState((now) =>
          now.status === 'ready' ? { ...now, series: appendSample(now.series, sample) } : now,
        );
    });
    call(monitorHistory, { seconds: LIVE_SECONDS }, { toast: false, signal: controller.signal })
      .then(unwrap)
      .then(
        (history) => {
          let series = seriesFromHistory(history);
          for (const sample of early.splice(0)) series = appendSample(series, sample);
          started = true;
          setState({ status: 'ready', series });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    return () => {
      controller.abort();
      stop();
      release();
    };
  }, [attempt]);

  const stream: MonitorStream = {
    status: state.status,
    series: state.status === 'ready' ? state.series : EMPTY_SERIES,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
  return <StreamContext.Provider value={stream}>{children}</StreamContext.Provider>;
}

export function useMonitorStream(): MonitorStream {
  return useContext(StreamContext);
}
