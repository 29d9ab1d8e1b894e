import type { PoolInfo } from '@coffer/contract';

export interface CreatePoolButtonProps {
  /** The kind of pool to start with; the wizard lets the user change it. */
  protocol?: PoolInfo['protocol'];
  /** The prominent form, for an empty page. */
  primary?: boolean;
}

/** Opens the create-pool wizard. */
export function CreatePoolButton(_props: CreatePoolButtonProps) {
  return null;
}
