import { POOL_ENCRYPTION } from '@coffer/contract';

export interface EncryptionPasswordInput {
  password: string;
  confirmation: string;
  hint: string;
}

/** What is wrong with each field of the set-password dialog (STOR-ENC-02); empty when nothing. */
export interface EncryptionPasswordProblems {
  password?: 'rule';
  confirmation?: 'mismatch';
  hint?: 'tooLong';
}

const WORD_CHARACTERS = new RegExp(`^\\w{${POOL_ENCRYPTION.passwordLength}}$`);

/** Exactly 8 word characters with a digit, a lowercase and an uppercase letter. */
export function isEncryptionPassword(password: string): boolean {
  return (
    WORD_CHARACTERS.test(password) && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)
  );
}

/**
 * The fields as the daemon will receive them: passwords trimmed (spec 3 §5 "Password entries are
 * trimmed"), the hint too.
 */
export function trimmedEncryption(input: EncryptionPasswordInput): EncryptionPasswordInput {
  return {
    password: input.password.trim(),
    confirmation: input.confirmation.trim(),
    hint: input.hint.trim(),
  };
}

/**
 * The same rule the daemon applies before any disk is touched. A field still empty is not a
 * problem yet; the confirm button stays disabled until both passwords are given.
 */
export function encryptionPasswordProblems(input: EncryptionPasswordInput): EncryptionPasswordProblems {
  const { password, confirmation, hint } = trimmedEncryption(input);
  const problems: EncryptionPasswordProblems = {};
  if (password !== '' && !isEncryptionPassword(password)) problems.password = 'rule';
  if (confirmation !== '' && confirmation !== password) problems.confirmation = 'mismatch';
  if ([...hint].length > POOL_ENCRYPTION.hintMaxLength) problems.hint = 'tooLong';
  return problems;
}

/** The password can be set: both fields given and no problem (STOR-ENC-02, DLG-14). */
export function encryptionPasswordReady(input: EncryptionPasswordInput): boolean {
  const { password, confirmation } = trimmedEncryption(input);
  return (
    password !== '' && confirmation !== '' && Object.keys(encryptionPasswordProblems(input)).length === 0
  );
}
