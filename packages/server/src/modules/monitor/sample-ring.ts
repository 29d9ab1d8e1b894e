/**
 * A fixed number of samples in columns: one Float64Array of `capacity` slots per series (the CPU,
 * each core, each interface's rx …), written round and round. Memory depends on the number of
 * series, never on time: a series not written for a whole ring (a disk pulled an hour ago) is dropped.
 */
export class SampleRing {
  private readonly times: Float64Array;
  private readonly columns = new Map<string, { values: Float64Array; lastWritten: number }>();
  /** Samples pushed since the start; the next one goes to slot `pushed % capacity`. */
  private pushed = 0;

  constructor(readonly capacity: number) {
    this.times = new Float64Array(capacity);
  }

  /** How many samples the ring holds now (at most `capacity`). */
  get size(): number {
    return Math.min(this.pushed, this.capacity);
  }

  /** The names of the series held now. */
  get seriesNames(): string[] {
    return [...this.columns.keys()];
  }

  /** Bytes the ring's arrays take. */
  get bytes(): number {
    let bytes = this.times.byteLength;
    for (const column of this.columns.values()) bytes += column.values.byteLength;
    return bytes;
  }

  /**
   * Adds the sample taken at `at`; `write` sets each series' value. A series it does not set is a
   * gap (NaN) at this second.
   */
  push(at: number, write: (set: (series: string, value: number) => void) => void): void {
    const slot = this.pushed % this.capacity;
    this.times[slot] = at;
    for (const column of this.columns.values()) column.values[slot] = Number.NaN;
    const sequence = this.pushed;
    write((series, value) => {
      let column = this.columns.get(series);
      if (!column) {
        column = { values: new Float64Array(this.capacity).fill(Number.NaN), lastWritten: sequence };
        this.columns.set(series, column);
      }
      column.values[slot] = value;
      column.lastWritten = sequence;
    });
    this.pushed += 1;
    for (const [series, column] of this.columns) {
      if (this.pushed - column.lastWritten > this.capacity) this.columns.delete(series);
    }
  }

  /**
   * The newest `count` samples, oldest first: their times and each series' values (null for a gap).
   * `keep` chooses the series by name.
   */
  window(count: number, keep: (series: string) => boolean = () => true) {
    const n = Math.max(0, Math.min(count, this.size));
    const first = this.pushed - n;
    const t: number[] = new Array<number>(n);
    for (let index = 0; index < n; index += 1) t[index] = this.times[(first + index) % this.capacity]!;
    const series = new Map<string, (number | null)[]>();
    for (const [name, column] of this.columns) {
      if (!keep(name)) continue;
      const values: (number | null)[] = new Array<number | null>(n);
      for (let index = 0; index < n; index += 1) {
        const value = column.values[(first + index) % this.capacity]!;
        values[index] = Number.isNaN(value) ? null : value;
      }
      series.set(name, values);
    }
    return { t, series };
  }
}
