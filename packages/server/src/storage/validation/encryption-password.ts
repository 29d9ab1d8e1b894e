import { Code, POOL_ENCRYPTION } from '@coffer/contract';
import { problem, type StorageProblem } from './storage-problem.js';

export interface EncryptionPasswordRequest {
  password: string;
  confirmation: string;
  /** Optional hint shown when the password is forgotten. */
  hint?: string;
}

const WORD_CHARACTERS = new RegExp(`^\\w{${POOL_ENCRYPTION.passwordLength}}$`);

/** STOR-ENC-02: exactly 8 word characters with a digit, a lowercase and an uppercase letter. */
export function isEncryptionPasswordValid(password: string): boolean {
  return (
    WORD_CHARACTERS.test(password) && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)
  );
}

export function validateEncryptionPassword(request: EncryptionPasswordRequest): StorageProblem[] {
  const problems: StorageProblem[] = [];
  if (!isEncryptionPasswordValid(request.password)) {
    problems.push(problem('encryptpwd', Code.encryptionPasswordRule));
  }
  if (request.confirmation !== request.password) {
    problems.push(problem('confirm', Code.encryptionPasswordMismatch));
  }
  if ([...(request.hint ?? '')].length > POOL_ENCRYPTION.hintMaxLength) {
    problems.push(problem('pwdprompt', Code.encryptionHintTooLong));
  }
  return problems;
}
