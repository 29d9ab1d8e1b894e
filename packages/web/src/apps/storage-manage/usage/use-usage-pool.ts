import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PoolInfo } from '@coffer/contract';
import { useAppBase } from '../../../shell/app-catalogue/use-app-base';
import { useStorageInfo } from '../data/use-storage-info';

/** The three usage pages, by route. */
export const USAGE_ROUTES = {
  summary: 'useAnalysis',
  reports: 'useAnalysisReport',
  config: 'useAnalysisConfig',
} as const;
export type UsageTab = keyof typeof USAGE_ROUTES;

/** The address of a usage page for a pool (and a report), kept in the query: `?pid=&id=`. */
export function usagePath(base: string, tab: UsageTab, pid?: string, id?: number): string {
  const query = new URLSearchParams();
  if (pid) query.set('pid', pid);
  if (id !== undefined) query.set('id', String(id));
  const text = query.toString();
  return `${base}/${USAGE_ROUTES[tab]}${text ? `?${text}` : ''}`;
}

export interface UsagePool {
  pools: PoolInfo[];
  /** The pool `?pid=` names, else the first; undefined when there is no pool. */
  pool: PoolInfo | undefined;
  /** `?id=`: a report, on the report page. */
  reportId: number | undefined;
  go: (tab: UsageTab, pid?: string, id?: number) => void;
}

/** Which pool (and report) the usage pages show, read from and written to the address. */
export function useUsagePool(): UsagePool {
  const { data } = useStorageInfo();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const base = useAppBase();
  const pools = data?.pools ?? [];
  const asked = params.get('pid');
  const pool = pools.find((candidate) => candidate.id === asked) ?? pools[0];
  const idText = params.get('id');
  const id = idText === null ? Number.NaN : Number(idText);
  const go = useCallback(
    (tab: UsageTab, pid?: string, report?: number) => void navigate(usagePath(base, tab, pid, report)),
    [base, navigate],
  );
  return { pools, pool, reportId: Number.isInteger(id) && id > 0 ? id : undefined, go };
}
