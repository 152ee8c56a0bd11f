import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lakbay/contracts';
import { UsersError } from '../common/users-error';

// The 5,000 most common leaked passwords of 8+ characters, lower-cased: Mark Burnett's "10 million
// passwords" list as published by the OWASP SecLists project,
// https://github.com/danielmiessler/SecLists/blob/master/Passwords/Common-Credentials/10-million-password-list-top-100000.txt
// (MIT). Shorter ones are refused by the length rule anyway. Lines starting with '#' are comments.
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Sentences for people: each names the rule broken. */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common and appears in lists of leaked passwords. Please choose another.',
} as const;

/** The rule a password breaks, or null when it may be used. Common passwords are matched regardless of case. */
export function passwordProblem(password: string): string | null {
  // In characters (code points), not UTF-16 units.
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) {
    return PASSWORD_MESSAGES.tooShort;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return PASSWORD_MESSAGES.tooLong;
  }
  if (commonPasswords().has(password.trim().toLowerCase())) {
    return PASSWORD_MESSAGES.common;
  }
  return null;
}

/** Throws a 400 in the field-error shape (property 'password') when the password may not be used. */
export function assertPasswordAllowed(password: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new UsersError(ErrorCode.VALIDATION_FAILED, problem, [{ property: 'password', constraints: [problem] }]);
  }
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
