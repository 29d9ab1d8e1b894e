import { formatCapacity, type SystemAlertInfo } from '@coffer/contract';

/**
 * Pure: the alert the dialog shows: the first neither acknowledged nor closed, by this person
 * (the poll's `closed`, SET-DEV-07) or on this page before the daemon heard of it.
 */
export function firstOpenAlert(
  alerts: readonly SystemAlertInfo[],
  closed: ReadonlySet<string>,
): SystemAlertInfo | undefined {
  return alerts.find((alert) => !alert.acknowledged && !alert.closed && !closed.has(alert.id));
}

/** Pure: where in the storage manager the alert's disk or pool is looked after. */
export function storagePathOf(alert: SystemAlertInfo): string {
  if (alert.kind === 'temperature' || alert.kind === 'smart') return '/storageManage/diskPage';
  return alert.area === 'esata' ? '/storageManage/esataStorageInfo' : '/storageManage/storageOverview';
}

/** Pure: the alert's measured value as the page writes it (°C, bytes, a SMART label key, a percent). */
export function formatMeasured(
  alert: SystemAlertInfo,
  value: number | string | null,
  smartLabel: (label: string) => string,
): string {
  if (value === null) return '';
  if (typeof value === 'string') return smartLabel(value);
  if (alert.kind === 'temperature') return `${value} °C`;
  if (alert.kind === 'capacity') return formatCapacity(value);
  return `${Math.round(value * 100)}%`;
}

/** The values of an alert's body text; `pos` becomes the translated `where`. */
export interface BodyValues {
  measured: string;
  limit: string;
  sn?: string;
  pos?: number;
  name?: string;
}

/** Pure: the values the alert's body text needs. */
export function bodyValues(alert: SystemAlertInfo, smartLabel: (label: string) => string): BodyValues {
  const values: BodyValues = {
    measured: formatMeasured(alert, alert.measured, smartLabel),
    limit: formatMeasured(alert, alert.limit, smartLabel),
  };
  const subject = alert.subject;
  if (subject?.type === 'disk') Object.assign(values, { sn: subject.sn, pos: subject.pos });
  if (subject?.type === 'pool') values.name = subject.name;
  return values;
}

/** Pure: the acknowledge button waits for the risk checkbox where the alert asks for it (spec 2 §5). */
export function mayAcknowledge(alert: SystemAlertInfo, riskTicked: boolean, busy: boolean): boolean {
  return !busy && (!alert.needsRisk || riskTicked);
}
