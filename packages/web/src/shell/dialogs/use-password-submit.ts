import { useState } from 'react';

/**
 * A password dialog's field (DLG-14): the value is trimmed, confirm waits while it is empty or a
 * check runs, and `check` answers null when the password is accepted or the error line to show.
 */
export function usePasswordSubmit(check: (password: string) => Promise<string | null>, accepted: () => void) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = password.trim();

  const submit = async () => {
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    const verdict = await check(trimmed);
    setBusy(false);
    if (verdict === null) accepted();
    else setError(verdict);
  };
  /** A new keystroke clears the last error. */
  const edit = (value: string) => {
    setPassword(value);
    setError(null);
  };
  return { password, trimmed, error, busy, submit, edit };
}
