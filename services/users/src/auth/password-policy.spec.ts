import { PASSWORD_MESSAGES, assertPasswordAllowed, commonPasswordCount, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('bundles a few thousand common leaked passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(4000);
  });

  it('refuses passwords shorter than 8 characters', () => {
    expect(passwordProblem('Ab3$xyz')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('Ab3$xyz!')).toBeNull();
  });

  it('refuses common leaked passwords regardless of case', () => {
    for (const password of ['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'ILoveYou1', 'sunshine']) {
      expect({ password, problem: passwordProblem(password) }).toEqual({ password, problem: PASSWORD_MESSAGES.common });
    }
  });

  it('accepts an uncommon long password, including the demo ones', () => {
    expect(passwordProblem('kalamansi-jeepney-42')).toBeNull();
    expect(passwordProblem('lakbay-kadet-demo')).toBeNull();
  });

  it('answers 400 in the field-error shape naming the password field', () => {
    expect(() => assertPasswordAllowed('password123')).toThrow(
      expect.objectContaining({ status: 400, details: [{ property: 'password', constraints: [PASSWORD_MESSAGES.common] }] }),
    );
  });
});
