import { CALLS } from '@coffer/contract';
import { call, type CallResult } from '../../../api/client';
import { callWithCredentials } from '../../../api/credentials/device-key';
import { trimmedEncryption } from './encryption-password';
import type { WizardState } from './wizard-state';

/** The settings of a new pool as the wizard holds them once every step is done. */
export type NewPoolSettings = Pick<
  WizardState,
  'protocol' | 'mode' | 'encrypt' | 'disks' | 'name' | 'spare' | 'password'
>;

/** spec 3 §8: formatting could not start (back to the previous page, message in the password step). */
export const FORMAT_NOT_STARTED = 'N300008';
/** spec 3 §8: the format was already closed (reload the pools). */
export const FORMAT_CLOSED = 'N300087';

/** Every refusal is shown in the wizard itself, never as a toast. */
const QUIET = { toast: false } as const;

function complete(settings: NewPoolSettings) {
  if (settings.protocol === null || settings.mode === null) throw new Error('the wizard has no kind or mode');
  return { ...settings, protocol: settings.protocol, mode: settings.mode };
}

/**
 * STOR-FMT-03 prepareFormat: `redundant` is the JSON string of {mode, needEncrypt, pwd, pwdTips}.
 * The password in it is sealed with the device key like every credential; the daemon only keeps it
 * for the flow, in memory.
 */
export function prepareNewPool(settings: NewPoolSettings): Promise<CallResult<unknown>> {
  const { protocol, mode, encrypt, password } = complete(settings);
  const { password: pwd, hint } = trimmedEncryption(password);
  const redundant = (sealed: string) =>
    JSON.stringify({ mode, needEncrypt: encrypt ? 1 : 0, pwd: sealed, pwdTips: encrypt ? hint : '' });
  if (!encrypt)
    return call(CALLS.formatPrepare, { action: 'new', protocol, redundant: redundant('') }, QUIET);
  return callWithCredentials(
    CALLS.formatPrepare,
    { pwd },
    (sealed) => ({ action: 'new' as const, protocol, redundant: redundant(sealed.pwd) }),
    QUIET,
  );
}

/** STOR-FMT-05 smartBeforeFormat: a SMART check of the chosen disks, or its skipping. */
export function smartBeforeFormat(settings: NewPoolSettings, check: boolean) {
  const { protocol, disks, spare } = complete(settings);
  const sn = spare === null ? disks : [...disks, spare];
  return call(CALLS.formatSmarttest, { protocol, sn, skipsmart: !check }, QUIET);
}

/**
 * STOR-FMT-04 startFormat `new`, made at once after the administrator password check (which holds
 * for 5 s). An encrypted pool's password travels sealed with the device key (`encryptpwd` +
 * `key_id`), trimmed as the daemon checks it.
 */
export function startNewPool(settings: NewPoolSettings) {
  const { protocol, mode, encrypt, disks, name, spare, password } = complete(settings);
  const payload = {
    action: 'new' as const,
    protocol,
    raidtype: mode,
    name: name.trim(),
    sys: disks,
    spare: spare === null ? [] : [spare],
    // Any SMART check asked for ran before this call.
    skipsmart: true,
  };
  if (!encrypt) return call(CALLS.formatExec, payload, QUIET);
  const { password: pwd, hint } = trimmedEncryption(password);
  return callWithCredentials(
    CALLS.formatExec,
    { encryptpwd: pwd },
    (sealed) => ({ ...payload, encryptpwd: sealed.encryptpwd, key_id: sealed.key_id, pwdprompt: hint }),
    QUIET,
  );
}

/**
 * STOR-FMT-06/07 cancelFormat: leaves the flow on the daemon. N300087 (nothing left to cancel) is
 * answered with the caller's reload of the pools (STOR-FMT-11).
 */
export function cancelFormatFlow() {
  return call(CALLS.formatCancel, {}, { toast: false, quietCodes: [FORMAT_CLOSED] });
}

/** cancelFormatDoneStatus: acknowledges the finished format (STOR-FMT-09). */
export function acknowledgeFormat() {
  return call(CALLS.formatDone, {}, { toast: false, quietCodes: [FORMAT_CLOSED] });
}
