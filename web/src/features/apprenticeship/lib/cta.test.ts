import { describe, expect, it } from '@jest/globals';
import { challengeCta } from './cta';

const open = { enrollable: true };
const closed = { enrollable: false };
const approved = { isPending: false, applicationStatus: 'APPROVED' as const };

describe('challengeCta', () => {
  it('asks a visitor to log in while enrolment is open, else says it is closed', () => {
    expect(challengeCta({ isAuth: false, challenge: open, mine: undefined })).toBe('login');
    expect(challengeCta({ isAuth: false, challenge: closed, mine: undefined })).toBe('closed');
  });

  it('offers enrolment to a user who is not enrolled', () => {
    expect(challengeCta({ isAuth: true, challenge: open, mine: null })).toBe('enrol');
    expect(challengeCta({ isAuth: true, challenge: closed, mine: null })).toBe('closed');
  });

  it('waits while the enrolment is unknown', () => {
    expect(challengeCta({ isAuth: true, challenge: open, mine: undefined })).toBe('loading');
  });

  it('says pending, rejected, or goes to the dashboard', () => {
    expect(challengeCta({ isAuth: true, challenge: open, mine: { isPending: true, applicationStatus: 'PENDING' } })).toBe('pending');
    expect(challengeCta({ isAuth: true, challenge: open, mine: { isPending: false, applicationStatus: 'REJECTED' } })).toBe('rejected');
    expect(challengeCta({ isAuth: true, challenge: closed, mine: approved })).toBe('dashboard');
  });
});
