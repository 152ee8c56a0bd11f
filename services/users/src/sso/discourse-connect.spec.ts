import { decodePayload, encodePayload, isValidSignature, signPayload, withQuery } from './discourse-connect';

// The example of Discourse's own DiscourseConnect documentation (meta.discourse.org/t/13045).
const SECRET = 'd836444a9e4084d5b224a60c208dce14';
const SSO = 'bm9uY2U9Y2I2ODI1MWVlZmI1MjExZTU4YzAwZmYxMzk1ZjBjMGI=\n';
const SIG = '2828aa29899722b35a2f191d34ef9b3ce695e0e6eeec47deb46d588d70c7cb56';

describe('DiscourseConnect signatures', () => {
  it("verifies the forum's documented example payload", () => {
    expect(signPayload(SSO, SECRET)).toBe(SIG);
    expect(isValidSignature(SSO, SIG, SECRET)).toBe(true);
    expect(decodePayload(SSO).get('nonce')).toBe('cb68251eefb5211e58c00ff1395f0c0b');
  });

  it('refuses a wrong secret, a changed payload and malformed signatures', () => {
    expect(isValidSignature(SSO, SIG, 'another-secret')).toBe(false);
    expect(isValidSignature(`${SSO}x`, SIG, SECRET)).toBe(false);
    expect(isValidSignature(SSO, SIG.slice(0, 63), SECRET)).toBe(false);
    expect(isValidSignature(SSO, 'zz'.repeat(32), SECRET)).toBe(false);
    expect(isValidSignature(SSO, SIG.toUpperCase(), SECRET)).toBe(true);
  });

  it('encodes a reply whose payload round-trips and whose signature verifies', () => {
    const { sso, sig } = encodePayload({ nonce: 'n1', email: 'ana+forum@x.ph', admin: 'false', name: 'Ana Cruz' }, SECRET);
    expect(isValidSignature(sso, sig, SECRET)).toBe(true);
    expect(Object.fromEntries(decodePayload(sso))).toEqual({ nonce: 'n1', email: 'ana+forum@x.ph', admin: 'false', name: 'Ana Cruz' });
  });

  it('adds the reply to return_sso_url, keeping its own query', () => {
    expect(withQuery('https://forum.x/session/sso_login?a=1', { sso: 'a+b=', sig: 'f0' })).toBe(
      'https://forum.x/session/sso_login?a=1&sso=a%2Bb%3D&sig=f0',
    );
  });
});
