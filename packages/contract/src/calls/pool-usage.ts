import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import {
  zReportId,
  zUsageConfig,
  zUsageReport,
  zUsageReportHeader,
  zUsageSchedule,
} from './pool-usage-types.js';
import { zJob, zPoolId } from './storage-types.js';

/**
 * Pool usage reports (spec 3 §7 `/v2/tob/poolusage/*`; payloads designed here, docs/decisions.md).
 * Reading and scanning are monitoring, open to both administrators; changing a pool's schedule and
 * deleting a report change the pool's records, the master's alone (DECISIONS "Roles").
 */
const access = rolesAccess(PERMISSIONS.storageView);
const manage = rolesAccess(PERMISSIONS.storageManage);

export const usageConfigSet = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/config/set',
  payload: z.object({ pid: zPoolId, schedule: zUsageSchedule }),
  response: zUsageConfig,
  access: manage,
});

export const usageConfigGet = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/config/get',
  payload: z.object({ pid: zPoolId }),
  response: zUsageConfig,
  access,
});

/** The latest finished report of a pool (null before the first), and the scan under way. */
export const usageSummary = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/summary',
  payload: z.object({ pid: zPoolId }),
  response: z.object({ pid: z.string(), running: zJob.nullable(), report: zUsageReport.nullable() }),
  access,
});

/** Starts a scan as a job of kind `usage`; its progress is in detail/list `running`. */
export const usageDetailStart = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/detail/start',
  payload: z.object({ pid: zPoolId }),
  response: z.object({ jobId: z.string(), pid: z.string() }),
  access,
});

export const usageDetailList = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/detail/list',
  payload: z.object({ pid: zPoolId }),
  response: z.object({ pid: z.string(), running: zJob.nullable(), list: z.array(zUsageReportHeader) }),
  access,
});

export const usageDetailInfo = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/detail/info',
  payload: z.object({ id: zReportId }),
  response: zUsageReport,
  access,
});

export const usageDetailDel = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/detail/del',
  payload: z.object({ id: zReportId }),
  response: z.object({ id: z.number().int() }),
  access: manage,
});

const zSeries = <T extends z.ZodType>(label: T) =>
  z.object({ labels: z.array(label), bytes: z.array(z.number()), files: z.array(z.number().int()) });

/** Series for a chart, largest first: bytes per file type and per top folder. */
export const usageDetailChart = defineCall({
  method: 'POST',
  path: '/v2/tob/poolusage/detail/chart',
  payload: z.object({ id: zReportId }),
  response: z.object({
    id: z.number().int(),
    byType: zSeries(z.number().int()),
    byFolder: zSeries(z.string()),
  }),
  access,
});

/**
 * A report as CSV (`text/csv` attachment; a refusal is an envelope): the download URL the page
 * builds with query parameters. A GET the session cookie authenticates.
 */
export const usageDownload = defineCall({
  method: 'GET',
  path: '/v2/tob/poolusage/download',
  payload: z.object({ id: zReportId }),
  response: z.unknown(),
  access,
  cookieAuth: true,
});
