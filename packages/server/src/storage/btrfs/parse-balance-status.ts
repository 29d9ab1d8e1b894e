export interface BalanceStatus {
  state: 'idle' | 'running' | 'paused';
  /** A cancel or pause asked for and not yet taken effect. */
  requested: 'cancel' | 'pause' | null;
  /** Chunks relocated so far, of about `expected`. */
  completed: number | null;
  expected: number | null;
  considered: number | null;
  percentLeft: number | null;
}

const PROGRESS = /^(\d+) out of about (\d+) chunks balanced \((\d+) considered\),\s*([\d.]+)% left/;

/** Parses `btrfs balance status` (exit 0 when idle, 1 while running or paused); null if unrecognised. */
export function parseBalanceStatus(output: string): BalanceStatus | null {
  const status: BalanceStatus = {
    state: 'idle',
    requested: null,
    completed: null,
    expected: null,
    considered: null,
    percentLeft: null,
  };
  let recognised = false;
  for (const line of output.split('\n')) {
    if (/^No balance found on /.test(line)) recognised = true;
    const running = /^Balance on '.*' is (running|paused)(?:, (cancel|pause) requested)?\s*$/.exec(line);
    if (running) {
      recognised = true;
      status.state = running[1] as 'running' | 'paused';
      status.requested = (running[2] as 'cancel' | 'pause' | undefined) ?? null;
    }
    const progress = PROGRESS.exec(line.trim());
    if (progress) {
      status.completed = Number(progress[1]);
      status.expected = Number(progress[2]);
      status.considered = Number(progress[3]);
      status.percentLeft = Number(progress[4]);
    }
  }
  return recognised ? status : null;
}

export interface BalanceResult {
  outcome: 'done' | 'paused' | 'cancelled';
  relocated: number | null;
  considered: number | null;
}

/** Parses what a foreground `btrfs balance start` or `resume` prints when it returns. */
export function parseBalanceResult(output: string): BalanceResult | null {
  const done = /Done, had to relocate (\d+) out of (\d+) chunks/.exec(output);
  if (done) return { outcome: 'done', relocated: Number(done[1]), considered: Number(done[2]) };
  if (/balance paused by user/.test(output)) return { outcome: 'paused', relocated: null, considered: null };
  if (/balance canceled by user/.test(output)) {
    return { outcome: 'cancelled', relocated: null, considered: null };
  }
  return null;
}
