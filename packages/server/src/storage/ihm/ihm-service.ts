import { Code, type IhmGroup } from '@coffer/contract';
import type { Disk } from '../disks/disk.js';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import {
  smartAdvisesReplacement,
  smartHealthV3,
  smartSummaryV2,
  type SmartReport,
  type SmartSummaryV2,
} from '../smart/smart-report.js';
import { recordSmartReading } from '../smart/record-reading.js';
import type { SmartDisks } from '../smart/smart-service.js';
import type { SmartRecord, SmartStore } from '../smart/smart-store.js';
import { StorageError } from '../storage-error.js';
import { IHM_GROUPS, ihmGroupOf } from './ihm-groups.js';
import { ihmIndicators, type IhmIndicators } from './ihm-indicators.js';

export interface IhmServiceOptions {
  disks: SmartDisks;
  jobs: JobRegistry;
  store: SmartStore;
  /** One disk's SMART reading now (the SMART service's `read`). */
  read(serial: string, signal: AbortSignal): Promise<SmartReport>;
}

export interface IhmDisk {
  sn: string;
  pos: number;
  result: string;
  health: string;
  replace: 0 | 1;
  id: number;
  ctime: number;
}

export interface IhmStatus {
  type: IhmGroup;
  running: 0 | 1;
  jobId: string | null;
  percent: number;
  summary: SmartSummaryV2;
  disks: IhmDisk[];
}

export interface IhmReport extends IhmDisk {
  type: IhmGroup;
  model: string;
  warningReason: string;
  warning: SmartReport['warning'];
  indicators: IhmIndicators;
}

const isRunning = (job: JobView | undefined) => job?.state === 'queued' || job?.state === 'running';

function diskOf(sn: string, pos: number, record: SmartRecord | undefined): IhmDisk {
  const result = record?.health ?? 'notest';
  return {
    sn,
    pos,
    result,
    health: smartHealthV3(result),
    replace: smartAdvisesReplacement(result) ? 1 : 0,
    id: record?.id ?? 0,
    ctime: record?.ctime ?? 0,
  };
}

/**
 * IHM (spec 3 §4 "SMART / IHM"): the health of a disk group, built from SMART only. A check reads
 * every present disk of the group (a virtual disk from its bay's fixture, a real one with
 * `smartctl`) as one job of kind `smart` and files each reading in the SMART history; the status
 * and the report answer from the newest reading of each disk.
 */
export class IhmService {
  /** Group → the newest check's job id. */
  private readonly checks = new Map<IhmGroup, string>();

  constructor(private readonly options: IhmServiceOptions) {}

  /** Starts a check of the group; refused while one of that group runs (C108006) or with no disk (C108003). */
  start(group: IhmGroup): JobView {
    if (isRunning(this.job(group))) throw new StorageError(Code.ihmCheckRunning);
    const disks = this.disksOf(group);
    if (disks.length === 0) throw new StorageError(Code.smartNoDisk);
    const { protocol } = IHM_GROUPS[group];
    const job = this.options.jobs.start(
      { kind: 'smart', poolId: null, description: 'ihm' },
      async (context) => {
        let done = 0;
        await Promise.all(
          disks.map(async (disk) => {
            await recordSmartReading(this.options, disk, { protocol, jobId: job.id, signal: context.signal });
            done += 1;
            context.progress((100 * done) / disks.length, 'ihm');
          }),
        );
        if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
      },
    );
    this.checks.set(group, job.id);
    return job;
  }

  status(group: IhmGroup): IhmStatus {
    const job = this.job(group);
    const disks = this.disksOf(group).map((disk) => diskOf(disk.sn, disk.pos, this.newest(disk.sn)));
    return {
      type: group,
      running: isRunning(job) ? 1 : 0,
      jobId: job?.id ?? null,
      percent: job?.percent ?? 0,
      summary: smartSummaryV2(disks.map((disk) => disk.result)),
      disks,
    };
  }

  /**
   * The report of each named disk: present, or absent with a reading kept (then `nonpresent`).
   * A serial with neither is refused (C108002).
   */
  report(serials: readonly string[]): IhmReport[] {
    const present = this.options.disks.list().filter((disk) => disk.status !== 'missing');
    return serials.map((sn) => {
      const disk = present.find((candidate) => candidate.sn === sn);
      const record = this.newest(sn);
      const group = disk ? ihmGroupOf(disk.dev_type) : record && groupOfProtocol(record.protocol);
      if (!group || (!disk && !record)) throw new StorageError(Code.smartDiskNotFound, { sn });
      const base = diskOf(sn, disk?.pos ?? record!.pos, record);
      return {
        ...(disk ? base : { ...base, result: 'nonpresent' }),
        type: group,
        model: disk?.model ?? '',
        warningReason: record?.report.warningReason ?? '',
        warning: record?.report.warning ?? [],
        indicators: ihmIndicators(record?.report, group === 'ssd-group'),
      };
    });
  }

  private disksOf(group: IhmGroup): Disk[] {
    const devTypes: readonly string[] = IHM_GROUPS[group].devTypes;
    return this.options.disks
      .list()
      .filter((disk) => disk.status !== 'missing' && devTypes.includes(disk.dev_type));
  }

  private job(group: IhmGroup): JobView | undefined {
    const jobId = this.checks.get(group);
    return jobId === undefined ? undefined : this.options.jobs.get(jobId);
  }

  private newest(sn: string): SmartRecord | undefined {
    return this.options.store.list(sn)[0];
  }
}

function groupOfProtocol(protocol: string): IhmGroup | undefined {
  return (Object.keys(IHM_GROUPS) as IhmGroup[]).find((group) => IHM_GROUPS[group].protocol === protocol);
}
