import { isKeyedWrite, isReadCommand } from './command-kinds';

describe('command kinds', () => {
  it('treats a command that is not listed as a read as a write', () => {
    expect(isReadCommand('content.careers.list')).toBe(true);
    expect(isReadCommand('users.auth.signup')).toBe(false);
  });

  it('keeps the outcome of writes under an Idempotency-Key, except log-in', () => {
    expect(isKeyedWrite('users.auth.signup')).toBe(true);
    expect(isKeyedWrite('content.admin.faqs.create')).toBe(true);
    expect(isKeyedWrite('users.auth.login')).toBe(false);
    expect(isKeyedWrite('users.auth.session')).toBe(false);
  });
});
