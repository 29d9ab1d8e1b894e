import { Code } from '@coffer/contract';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import type { SmartService } from '../smart/smart-service.js';
import { StorageError } from '../storage-error.js';
import type { PoolProtocol } from '../validation/storage-facts.js';

/** spec 3 §4 "Format flow" actions (STOR-FMT-02). */
export const FORMAT_ACTIONS = ['new', 'spare', 'dilate', 'repair', 'rcache', 'rwcache', 'extnew'] as const;
export type FormatAction = (typeof FORMAT_ACTIONS)[number];

/** The `redundant` settings of prepareFormat (STOR-FMT-03). */
export interface RedundantSettings {
  mode: string;
  needEncrypt: 0 | 1;
  pwd: string;
  pwdTips: string;
}

export interface FormatSettings {
  action: FormatAction;
  protocol: PoolProtocol;
  redundant: RedundantSettings;
  pid?: string;
  /** The SMART check this flow started, cancelled with the flow. */
  smartJobId?: string;
}

const bad = (field: string) => new StorageError(Code.formatSettingsInvalid, { field });

function flag(value: unknown, field: string): 0 | 1 {
  if (value === undefined || value === null || value === '') return 0;
  if (value === true || value === 1 || value === '1') return 1;
  if (value === false || value === 0 || value === '0') return 0;
  throw bad(field);
}

function text(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw bad(field);
  return value;
}

/**
 * Pure: reads prepareFormat's `redundant`, a JSON string of {mode, needEncrypt, pwd, pwdTips}. An
 * encrypted flow needs a password; the password and its prompt are kept only in memory.
 */
export function parseRedundant(raw: string | undefined): RedundantSettings {
  if (raw === undefined || raw.trim() === '') return { mode: '', needEncrypt: 0, pwd: '', pwdTips: '' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw bad('redundant');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad('redundant');
  const fields = value as Record<string, unknown>;
  const settings: RedundantSettings = {
    mode: text(fields.mode, 'redundant.mode', 32),
    needEncrypt: flag(fields.needEncrypt, 'redundant.needEncrypt'),
    // The page sends the password sealed with the device key, as credentials travel: base64 of a
    // 2048-bit RSA block is 344 characters.
    pwd: text(fields.pwd, 'redundant.pwd', 1024),
    pwdTips: text(fields.pwdTips, 'redundant.pwdTips', 256),
  };
  if (settings.needEncrypt === 1 && settings.pwd === '') throw bad('redundant.pwd');
  return settings;
}

export interface FormatFlowOptions {
  jobs: JobRegistry;
  smart: SmartService;
  /** Tells the poll that the newest format result was acknowledged (stage fmtdone ends). */
  acknowledge: (jobId: string) => void;
  /** How long a finished format can still be acknowledged (the poll's fmtdone window). */
  doneWindowMs: number;
  clock?: () => number;
}

const running = (job: JobView | undefined) =>
  job !== undefined && (job.state === 'queued' || job.state === 'running');

/**
 * The steps of the format flow around `/zspool/format/exec` (spec 3 §4, §7): `prepare` remembers the
 * chosen settings for the caller's session without touching a disk, `smarttest` checks the chosen
 * disks first, `cancel` leaves the flow (settings dropped, a running format or check of the flow
 * cancelled), `done` acknowledges a finished result so the poll moves on to complete.
 */
export class FormatFlow {
  /** Session token hash → settings. */
  private readonly flows = new Map<string, FormatSettings>();
  private acknowledged: string | undefined;
  private readonly clock: () => number;

  constructor(private readonly options: FormatFlowOptions) {
    this.clock = options.clock ?? Date.now;
  }

  prepare(
    session: string,
    input: { action: FormatAction; protocol: PoolProtocol; redundant?: string; pid?: string },
  ): { step: 'prepare'; action: FormatAction; protocol: PoolProtocol; mode: string; needEncrypt: 0 | 1 } {
    // N300008: a format cannot start while another one runs.
    if (running(this.options.jobs.latest('format'))) throw new StorageError('N300008');
    const redundant = parseRedundant(input.redundant);
    if ((input.action === 'rcache' || input.action === 'rwcache') && !input.pid) throw bad('pid');
    const previous = this.flows.get(session);
    if (previous?.smartJobId) this.cancelJob(previous.smartJobId);
    this.flows.set(session, {
      action: input.action,
      protocol: input.protocol,
      redundant,
      ...(input.pid ? { pid: input.pid } : {}),
    });
    return {
      step: 'prepare',
      action: input.action,
      protocol: input.protocol,
      mode: redundant.mode,
      needEncrypt: redundant.needEncrypt,
    };
  }

  /** The settings a session prepared; undefined once it left the flow. */
  settings(session: string): Readonly<FormatSettings> | undefined {
    return this.flows.get(session);
  }

  /**
   * smartBeforeFormat: checks the chosen disks as a SMART job, unless `skipsmart`. Without prepared
   * settings the format cannot go on (N300008).
   */
  smarttest(
    session: string,
    input: { protocol: PoolProtocol; sn: readonly string[]; skipsmart?: 0 | 1 },
  ): { step: 'smarttest' | 'formatting'; jobId: string | null; skipped: 0 | 1 } {
    const flow = this.flows.get(session);
    if (!flow) throw new StorageError('N300008');
    if (input.skipsmart === 1) return { step: 'formatting', jobId: null, skipped: 1 };
    const job = this.options.smart.start(input.protocol, input.sn);
    flow.smartJobId = job.id;
    return { step: 'smarttest', jobId: job.id, skipped: 0 };
  }

  /**
   * Leaves the flow: drops the settings (an encryption password with them) and cancels the flow's
   * SMART check and a running format job. N300087 when there is no flow and nothing runs.
   */
  cancel(session: string): { cancelled: 0 | 1; jobId: string | null } {
    const flow = this.flows.get(session);
    this.flows.delete(session);
    if (flow?.smartJobId) this.cancelJob(flow.smartJobId);
    const format = this.options.jobs.latest('format');
    if (running(format)) {
      this.options.jobs.cancel(format!.id);
      return { cancelled: 1, jobId: format!.id };
    }
    if (!flow) throw new StorageError('N300087');
    return { cancelled: 0, jobId: null };
  }

  /**
   * cancelFormatDoneStatus: acknowledges the finished format so the poll leaves fmtdone at once.
   * N300087 when there is no finished result left to acknowledge.
   */
  done(session: string): { jobId: string; state: JobView['state'] } {
    const job = this.options.jobs.latest('format');
    const fresh =
      job !== undefined &&
      job.finishedAt !== null &&
      this.clock() - job.finishedAt < this.options.doneWindowMs &&
      job.id !== this.acknowledged;
    if (!fresh) throw new StorageError('N300087');
    this.acknowledged = job.id;
    this.flows.delete(session);
    this.options.acknowledge(job.id);
    return { jobId: job.id, state: job.state };
  }

  private cancelJob(jobId: string): void {
    if (running(this.options.jobs.get(jobId))) this.options.jobs.cancel(jobId);
  }
}
