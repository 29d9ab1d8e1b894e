import { readFileSync } from 'node:fs';

/** Output of a real btrfs-progs command, recorded by scripts/capture-btrfs-fixtures.sh. */
export interface RecordedOutput {
  command: string;
  exitCode: number;
  /** stdout followed by stderr, as the command printed them. */
  output: string;
}

/** Reads `fixtures/<name>.txt`: a header line (command, exit status, versions), then the output. */
export function recordedOutput(name: string): RecordedOutput {
  const text = readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
  const newline = text.indexOf('\n');
  const header = /^# (.*?) \| exit (\d+) \| /.exec(text.slice(0, newline));
  if (!header) throw new Error(`fixture ${name} has no header line`);
  return { command: header[1]!, exitCode: Number(header[2]), output: text.slice(newline + 1) };
}
