import { formatDiskSize } from '../storage/bays/disk-size.js';
import type { BayView, FailResult, InsertResult, PullResult } from '../storage/bays/bay-manager.js';

const COLUMNS = ['SLOT', 'POS', 'TYPE', 'STATE', 'SIZE', 'SERIAL', 'MODEL', 'DEVICE', 'FAIL'] as const;

/** `coffer bay list`: one row per bay, in the layout's order, columns padded to their widest cell. */
export function formatBayTable(bays: readonly BayView[]): string {
  const rows = bays.map((bay) => [
    bay.slot,
    String(bay.pos),
    bay.kind === 'real' ? `${bay.devType} (real)` : bay.devType,
    bay.state,
    bay.sizeBytes === null ? '-' : formatDiskSize(bay.sizeBytes),
    bay.serial ?? '-',
    bay.model ?? '-',
    bay.device ?? '-',
    bay.failModes.length > 0 ? bay.failModes.join(',') : '-',
  ]);
  const widths = COLUMNS.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  return [[...COLUMNS], ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const WHERE = (device: string | null) => (device ? `on ${device}` : 'attached at the next start');

export function describeInsert(result: InsertResult): string {
  const disk = `${result.serial} (${result.model}, ${formatDiskSize(result.sizeBytes)})`;
  const lines = [
    `${result.restored ? 're-inserted' : 'inserted'} ${disk} into ${result.slot}, ${WHERE(result.device)}`,
  ];
  if (result.discarded)
    lines.push(`the pulled disk ${result.discarded} that ${result.slot} remembered is discarded`);
  return lines.join('\n');
}

export function describePull(result: PullResult): string {
  const from = result.device ? ` (${result.device} no longer answers)` : '';
  return `pulled ${result.serial} from ${result.slot}${from}; kept as bays/images/${result.kept}`;
}

export function describeFail(result: FailResult): string {
  if (result.mode === 'clear') return `cleared the failures of ${result.serial} in ${result.slot}`;
  if (result.mode === 'corrupt') {
    return `overwrote ${result.corruptedBlocks ?? 0} blocks of 4 KiB of ${result.serial} in ${result.slot}`;
  }
  return `${result.serial} in ${result.slot} now reports ${result.mode} (bays/smart/${result.serial}.json)`;
}
