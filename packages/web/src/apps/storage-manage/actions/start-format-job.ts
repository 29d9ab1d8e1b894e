import { CALLS, PasswordEvent, type PayloadOf } from '@coffer/contract';
import { call } from '../../../api/client';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';

export type StartOutcome = { jobId: string } | { error: string } | null;

/**
 * The StorageFormat password check, then `/zspool/format/exec` (repair, dilate, rcache, rwcache):
 * null when the user dismissed the password dialog, the job's id, or the daemon's refusal for the
 * dialog to show where the user is.
 */
export async function startFormatJob(
  dialogs: ReturnType<typeof useDialogs>,
  payload: PayloadOf<typeof CALLS.formatExec>,
): Promise<StartOutcome> {
  if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return null;
  const result = await call(CALLS.formatExec, payload, { toast: false });
  if (!result.success) return { error: result.message || String(result.code) };
  return { jobId: result.data.jobId };
}
