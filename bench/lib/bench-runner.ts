/** What every benchmark shares: the median it is judged by, and a run that always cleans up. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The `--rounds` option's value as a number of rounds; anything but a positive whole number stops
 * the run.
 */
export function roundsOf(value: string): number {
  const rounds = Number(value);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a positive whole number');
  return rounds;
}

/** Runs a benchmark, always cleans up what it started, and exits 0 on PASS, 1 on FAIL or error. */
export async function runBenchmark(
  main: () => Promise<boolean>,
  cleanup: () => Promise<void>,
): Promise<never> {
  let ok = false;
  try {
    ok = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await cleanup();
  }
  process.exit(ok ? 0 : 1);
}
