import { contactName } from './coach-directory.mapper';

describe('contactName', () => {
  it('prefers the first name', () => {
    expect(contactName({ email: 'maria@example.ph', firstName: 'Maria', username: 'maria.s' })).toBe('Maria');
  });

  it('falls back to the username when there is no first name', () => {
    expect(contactName({ email: 'maria@example.ph', firstName: null, username: 'maria.s' })).toBe('maria.s');
    expect(contactName({ email: 'maria@example.ph', firstName: '  ', username: 'maria.s' })).toBe('maria.s');
  });

  it('falls back to the part of the e-mail before @', () => {
    expect(contactName({ email: 'juan.dela.cruz@example.ph', firstName: null, username: null })).toBe('juan.dela.cruz');
  });
});
