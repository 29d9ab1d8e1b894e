import type { DiskInfo } from '@coffer/contract';
import { defaultMode, kindChoices } from './create-choices';
import type { PoolProtocol, RaidModeType } from '@coffer/contract';

export interface CreateButtonState {
  /** Why the button is disabled: role 2 sees it read-only; no kind has a free disk; disks unread. */
  disabled: 'masterOnly' | 'noFreeDisk' | 'loading' | null;
  /** The kind the wizard opens with: the page's kind when it has free disks, else the first that has. */
  protocol: PoolProtocol | null;
  mode: RaidModeType | null;
}

/** STOR-NOPOOL-01, STOR-POOL-01: whether the wizard can open, and how it starts. */
export function createButtonState({
  isMaster,
  disks,
  protocol,
}: {
  isMaster: boolean;
  disks: readonly DiskInfo[] | null;
  protocol?: PoolProtocol;
}): CreateButtonState {
  if (!isMaster) return { disabled: 'masterOnly', protocol: null, mode: null };
  if (disks === null) return { disabled: 'loading', protocol: null, mode: null };
  const kinds = kindChoices(disks);
  const choosable = kinds.filter((kind) => kind.refusal === null);
  const first = choosable.find((kind) => kind.protocol === protocol) ?? choosable[0];
  if (!first) return { disabled: 'noFreeDisk', protocol: null, mode: null };
  return { disabled: null, protocol: first.protocol, mode: defaultMode(first.protocol, first.freeDisks) };
}
