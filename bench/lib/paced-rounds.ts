/** Paced polling rounds that alternate their targets; prints each round and answers the medians. */
import { median } from './bench-runner.js';
import { PacedClients, percentile, type Normalize, type PacedSample } from './paced-clients.js';
import type { Target } from './side-by-side.js';

export interface PacedPlan {
  clients: number;
  intervalMs: number;
  rounds: number;
  roundSeconds: number;
  warmupSeconds: number;
  normalize?: Normalize;
}

export interface PacedMedians {
  p50: number;
  p99: number;
  /** Polls answered per second in the measured windows. */
  rps: number;
  bad: number;
  skipped: number;
  timerLagP99: number;
}

interface Row {
  p50: number;
  p99: number;
  rps: number;
  sample: PacedSample;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function rowOf(sample: PacedSample, seconds: number): Row {
  return {
    p50: percentile(sample.latenciesMs, 0.5),
    p99: percentile(sample.latenciesMs, 0.99),
    rps: sample.latenciesMs.length / seconds,
    sample,
  };
}

function line(label: string, rows: Pick<Row, 'p50' | 'p99' | 'rps'>[]): string {
  const cells = rows.map((row) => `${ms(row.p50)}${ms(row.p99)}${row.rps.toFixed(0).padStart(8)}`);
  return [label.padEnd(7), ...cells].join(' |');
}

export async function runPacedRounds(
  targets: Target[],
  plan: PacedPlan,
): Promise<Record<string, PacedMedians>> {
  const clients = targets.map(
    (target) => new PacedClients(target, plan.clients, plan.intervalMs, plan.normalize),
  );
  const leadInSeconds = plan.intervalMs / 1000;
  try {
    for (const client of clients) await client.run({ seconds: plan.warmupSeconds, leadInSeconds });
    const rows = targets.map((): Row[] => []);
    const titles = targets.map((target) => ` ${target.name}`.padEnd(28));
    console.log(`${''.padEnd(7)} |${titles.join(' |')}`);
    console.log(
      `${'round'.padEnd(7)} |${targets.map(() => `${'p50'.padStart(10)}${'p99'.padStart(10)}${'req/s'.padStart(8)}`).join(' |')}`,
    );
    for (let round = 1; round <= plan.rounds; round += 1) {
      const current: Row[] = [];
      for (const [index, client] of clients.entries()) {
        const row = rowOf(await client.run({ seconds: plan.roundSeconds, leadInSeconds }), plan.roundSeconds);
        rows[index]!.push(row);
        current.push(row);
      }
      console.log(line(String(round), current));
    }
    const medians = rows.map((list): PacedMedians => ({
      p50: median(list.map((row) => row.p50)),
      p99: median(list.map((row) => row.p99)),
      rps: median(list.map((row) => row.rps)),
      bad: list.reduce((sum, row) => sum + row.sample.bad, 0),
      skipped: list.reduce((sum, row) => sum + row.sample.skipped, 0),
      timerLagP99: median(list.map((row) => row.sample.timerLagP99Ms)),
    }));
    console.log(line('median', medians));
    return Object.fromEntries(targets.map((target, index) => [target.name, medians[index]!]));
  } finally {
    for (const client of clients) client.close();
  }
}
