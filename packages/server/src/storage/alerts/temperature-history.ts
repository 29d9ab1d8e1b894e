export interface TemperatureSample {
  /** Epoch milliseconds. */
  at: number;
  celsius: number;
}

export interface AveragingRule {
  /** The span averaged over (BOOT-ALERT-04: 2 hours). */
  windowMs: number;
  /**
   * Samples needed before there is an average at all: one hot reading at start is not a hot disk,
   * and a fresh start has no 2 hours of history yet (docs/decisions.md "System alerts").
   */
  minSamples: number;
}

/**
 * Pure: the mean of the samples taken within `windowMs` before `now`; null while fewer than
 * `minSamples` of them exist.
 */
export function averageTemperature(
  samples: readonly TemperatureSample[],
  now: number,
  rule: AveragingRule,
): number | null {
  const recent = samples.filter((sample) => sample.at > now - rule.windowMs && sample.at <= now);
  if (recent.length === 0 || recent.length < rule.minSamples) return null;
  return recent.reduce((sum, sample) => sum + sample.celsius, 0) / recent.length;
}

/**
 * Each disk's temperature samples, by serial, bounded: samples older than the window go, and at most
 * `maxSamples` stay per disk (the window over the sampling interval, with room for early samples).
 * Kept in memory: a restart starts the averages anew, which `minSamples` covers.
 */
export class TemperatureHistory {
  private readonly samples = new Map<string, TemperatureSample[]>();

  constructor(
    private readonly rule: AveragingRule,
    private readonly maxSamples: number,
  ) {}

  /** One round of samples: every disk with a temperature now; disks not in it are forgotten. */
  record(readings: ReadonlyMap<string, number>, now: number): void {
    for (const serial of [...this.samples.keys()]) if (!readings.has(serial)) this.samples.delete(serial);
    for (const [serial, celsius] of readings) {
      const kept = (this.samples.get(serial) ?? []).filter((sample) => sample.at > now - this.rule.windowMs);
      kept.push({ at: now, celsius });
      this.samples.set(serial, kept.slice(-this.maxSamples));
    }
  }

  /** A disk's average now; null when it has too few samples or none. */
  average(serial: string, now: number): number | null {
    return averageTemperature(this.samples.get(serial) ?? [], now, this.rule);
  }

  sampleCount(serial: string): number {
    return this.samples.get(serial)?.length ?? 0;
  }
}
