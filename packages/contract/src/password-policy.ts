import { ACCOUNT_PASSWORD } from './constants.js';

export type PasswordProblem = 'length' | 'charset' | 'classes';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const CLASSES = [/[0-9]/, /[A-Z]/, /[a-z]/, /[^0-9A-Za-z]/];

/** The account password rule of spec 1 §5; returns every problem, empty when the password is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < ACCOUNT_PASSWORD.minLength || password.length > ACCOUNT_PASSWORD.maxLength) {
    problems.push('length');
  }
  if (!PRINTABLE_ASCII.test(password)) problems.push('charset');
  const classes = CLASSES.filter((re) => re.test(password)).length;
  if (classes < ACCOUNT_PASSWORD.minClasses) problems.push('classes');
  return problems;
}

export function isPasswordAcceptable(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** What `/v1/user/pwdPolicyInfo` answers, so the page can show the rule the daemon enforces. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  minClasses: number;
  classes: ['digit', 'upper', 'lower', 'symbol'];
}

export const PASSWORD_POLICY: PasswordPolicy = {
  minLength: ACCOUNT_PASSWORD.minLength,
  maxLength: ACCOUNT_PASSWORD.maxLength,
  minClasses: ACCOUNT_PASSWORD.minClasses,
  classes: ['digit', 'upper', 'lower', 'symbol'],
};
