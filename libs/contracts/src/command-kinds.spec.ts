import { isKeyedWrite, isReadCommand, timeoutOf } from './command-kinds';

describe('command kinds', () => {
  it('treats a command that is not listed as a read as a write', () => {
    expect(isReadCommand('content.careers.list')).toBe(true);
    expect(isReadCommand('users.auth.signup')).toBe(false);
  });

  it('keeps the outcome of writes under an Idempotency-Key, except those that hash a password before writing', () => {
    expect(isKeyedWrite('users.auth.signup')).toBe(false);
    expect(isKeyedWrite('users.auth.signup.complete')).toBe(true);
    expect(isKeyedWrite('content.admin.faqs.create')).toBe(true);
    expect(isKeyedWrite('users.auth.login')).toBe(false);
    expect(isKeyedWrite('users.auth.session')).toBe(false);
  });

  it('waits three times RPC_TIMEOUT_MS for commands that queue for a password hash', () => {
    expect(timeoutOf('users.auth.login', 5000)).toBe(15000);
    expect(timeoutOf('users.auth.signup', 5000)).toBe(15000);
    expect(timeoutOf('users.auth.session', 5000)).toBe(5000);
  });
});
