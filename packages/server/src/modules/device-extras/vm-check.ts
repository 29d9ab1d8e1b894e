import { existsSync } from 'node:fs';
import type { VmCheck } from '@coffer/contract';

/**
 * Whether virtual machines can run here: the kernel's KVM device, and Coffer's VM service, which is
 * not part of this release (docs/decisions.md, issue 17), so the answer is never `available`.
 */
export function checkVmService(kvmDevice = '/dev/kvm'): VmCheck {
  const kvm = existsSync(kvmDevice);
  return { available: false, kvm, reason: kvm ? 'serviceMissing' : 'noKvm' };
}
