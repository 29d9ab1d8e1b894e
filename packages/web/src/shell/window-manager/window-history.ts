import { HIST_PARAM, HISTORY_LIMIT } from './window-state';

export interface HistoryPosition {
  url: string;
  history: string[];
  histIdx: number;
}

function carriesHistParam(url: string): boolean {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return false;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  return new URLSearchParams(query).has(HIST_PARAM);
}

export function startHistory(url: string): HistoryPosition {
  return { url, history: [url], histIdx: 0 };
}

/**
 * WIN-09: a route change adds an entry after the current one and drops the forward entries, unless
 * the URL carries `hist` (the move is then shown but not recorded). At most HISTORY_LIMIT entries,
 * the oldest dropped first.
 */
export function navigateTo(position: HistoryPosition, url: string, replace = false): HistoryPosition {
  if (url === position.url) return position;
  if (carriesHistParam(url)) return { ...position, url };
  if (replace) {
    const history = [...position.history];
    history[position.histIdx] = url;
    return { url, history, histIdx: position.histIdx };
  }
  const kept = [...position.history.slice(0, position.histIdx + 1), url];
  const history = kept.slice(Math.max(0, kept.length - HISTORY_LIMIT));
  return { url, history, histIdx: history.length - 1 };
}

export function stepHistory(position: HistoryPosition, step: -1 | 1): HistoryPosition {
  const histIdx = position.histIdx + step;
  const url = position.history[histIdx];
  if (url === undefined) return position;
  return { ...position, url, histIdx };
}

export function canGoBack(position: Pick<HistoryPosition, 'histIdx'>): boolean {
  return position.histIdx > 0;
}

export function canGoForward(position: Pick<HistoryPosition, 'histIdx' | 'history'>): boolean {
  return position.histIdx < position.history.length - 1;
}
