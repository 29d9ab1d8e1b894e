export interface ReplaceStatus {
  state: 'never' | 'running' | 'finished' | 'canceled' | 'suspended';
  /** 0 to 100, one decimal; 100 when finished. */
  percent: number | null;
  startedAt: string | null;
  stoppedAt: string | null;
  writeErrors: number;
  uncorrectableReadErrors: number;
}

const ERRORS = /(\d+) write errs, (\d+) uncorr\. read errs/;
const STOPPED = /^Started on (.+?), (finished|canceled|suspended) on (.+?)(?: at ([\d.]+)%)?, \d+ write errs/;
const RUNNING = /^([\d.]+)% done/;

/** Parses `btrfs replace status -1`; null if unrecognised. */
export function parseReplaceStatus(output: string): ReplaceStatus | null {
  const line = output
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !/^(ERROR|WARNING)/.test(text));
  if (!line) return null;
  if (line === 'Never started') {
    return {
      state: 'never',
      percent: null,
      startedAt: null,
      stoppedAt: null,
      writeErrors: 0,
      uncorrectableReadErrors: 0,
    };
  }
  const errors = ERRORS.exec(line);
  const counts = { writeErrors: Number(errors?.[1] ?? 0), uncorrectableReadErrors: Number(errors?.[2] ?? 0) };
  const running = RUNNING.exec(line);
  if (running) {
    return { state: 'running', percent: Number(running[1]), startedAt: null, stoppedAt: null, ...counts };
  }
  const stopped = STOPPED.exec(line);
  if (!stopped) return null;
  const state = stopped[2] as 'finished' | 'canceled' | 'suspended';
  return {
    state,
    percent: state === 'finished' ? 100 : stopped[4] !== undefined ? Number(stopped[4]) : null,
    startedAt: stopped[1]!,
    stoppedAt: stopped[3]!,
    ...counts,
  };
}
