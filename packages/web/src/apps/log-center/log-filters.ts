import type { AuditCategory, LogFilter } from '@coffer/contract';

const HOUR = 60 * 60 * 1000;

/** The time ranges the filter offers, as their length back from now (null: all time). */
export const LOG_RANGES = {
  all: null,
  day: 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
  year: 365 * 24 * HOUR,
} as const;
export type LogRange = keyof typeof LOG_RANGES;

/** What the filter bar holds; `from` is fixed when a range is picked, so a query key stays put. */
export interface LogFilterState {
  range: LogRange;
  from?: number;
  category?: AuditCategory;
  result?: 'ok' | 'fail';
  username: string;
  q: string;
}

export const NO_FILTER: LogFilterState = { range: 'all', username: '', q: '' };

export function withRange(state: LogFilterState, range: LogRange, now = Date.now()): LogFilterState {
  const length = LOG_RANGES[range];
  const { from: _from, ...rest } = state;
  return length === null ? { ...rest, range } : { ...rest, range, from: now - length };
}

/** The filter as the calls take it: empty fields left out. */
export function toLogFilter(state: LogFilterState): LogFilter {
  return {
    ...(state.from === undefined ? {} : { from: state.from }),
    ...(state.category ? { category: state.category } : {}),
    ...(state.result ? { result: state.result } : {}),
    ...(state.username.trim() ? { username: state.username.trim() } : {}),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
  };
}

export function isFiltered(state: LogFilterState): boolean {
  return Object.keys(toLogFilter(state)).length > 0;
}
