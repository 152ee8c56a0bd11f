import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import sharp from 'sharp';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { type GoogleStandIn, startGoogleStandIn } from '../support/google-stand-in';
import {
  DEMO,
  PNG_1X1,
  SIGNUP_ATTEMPT_SUBJECT,
  SIGNUP_LINK_SUBJECT,
  avatarForm,
  call,
  freshIp,
  login,
  newKadet,
  signUp,
  signupToken,
  uniqueEmail,
  waitForMail,
} from '../support/accounts';

const SSO_SECRET = 'forum-shared-secret-for-tests';
const PASSWORD = 'kalamansi-jeepney-42';
const COMMON_MESSAGE = 'This password is too common and appears in lists of leaked passwords. Please choose another.';

function signSso(payload: string): { sso: string; sig: string } {
  const sso = Buffer.from(payload).toString('base64');
  return { sso, sig: createHmac('sha256', SSO_SECRET).update(sso).digest('hex') };
}

function describeAccounts(mode: PlatformMode) {
  describe(`accounts (${mode})`, () => {
    let google: GoogleStandIn | undefined;
    let admin: { sessionCookie: string; id: string };

    const p = usePlatform(async () => {
      google = await startGoogleStandIn();
      return startPlatform(mode, {
        TRUST_PROXY: 'true',
        SIGNUP_MAX_PER_HOUR: '3',
        RESET_MAX_PER_HOUR: '3',
        DISCOURSE_SSO_SECRET: SSO_SECRET,
        ...google.env,
      });
    });

    beforeAll(async () => {
      admin = await login(p(), DEMO.admin);
    }, 60000);

    afterAll(async () => {
      await google?.close();
    });
    const g = () => google!;
    const dataDir = () => p().env.DATA_DIR as string;

    describe('sign-up', () => {
      it('answers "check your e-mail"; the e-mailed link creates the Kadet, logs them in with username null and works once', async () => {
        const email = uniqueEmail();
        const requested = await call(p(), 'POST', '/auth/signup', { email: email.toUpperCase(), password: PASSWORD });
        expect(requested).toMatchObject({ status: 202, body: { message: expect.stringMatching(/^Check your e-mail to continue\./) } });
        // Nothing exists until the link is followed.
        expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);
        const mail = await waitForMail(dataDir(), email, SIGNUP_LINK_SUBJECT);
        expect(mail.text).toMatch(/http:\/\/localhost:3000\/signup\/complete\?token=[\w%-]{43}/);
        const token = await signupToken(p(), email);
        const { status, body, headers } = await call(p(), 'POST', '/auth/signup/complete', { token });
        expect(status).toBe(201);
        // It carries tokens, asked without Authorization: no cache may keep it.
        expect(headers.get('cache-control')).toBe('no-store');
        expect(body).toMatchObject({ email, username: null, isCoach: false, isEmulationSession: false, originalUser: null, avatar: null });
        expect(body.sessionCookie).toMatch(/^[\w-]{43}$/);
        const { payload } = await jwtVerify(body.idToken, new TextEncoder().encode(p().authSecret));
        expect(payload).toMatchObject({ sub: body.id, isAdmin: false, isCoach: false, username: null });
        const me = await call(p(), 'GET', '/users/me', undefined, { token: body.sessionCookie });
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({
          id: body.id,
          onboardingStep: 2,
          hasPassword: true,
          hasGoogle: false,
          // Following the link proved the address.
          emailVerified: true,
          coach: null,
        });
        await waitForMail(dataDir(), email, 'Welcome to Lakbay');
        const loggedIn = await call(p(), 'POST', '/auth/login', { email, password: PASSWORD });
        expect(loggedIn.status).toBe(200);
        expect(loggedIn.headers.get('cache-control')).toBe('no-store');
        const again = await call(p(), 'POST', '/auth/signup/complete', { token });
        expect(again.status).toBe(400);
        expect(again.body.message).toEqual([
          {
            property: 'token',
            constraints: ['This sign-up link is invalid, expired or already used. Please sign up again to get a new one.'],
          },
        ]);
        expect((await call(p(), 'POST', '/auth/signup/complete', { token: 'made-up' })).status).toBe(400);
      });

      it('keeps the language chosen at sign-up on the account and e-mails in it; PATCH /users/me changes it, an unknown one is refused', async () => {
        const email = uniqueEmail();
        expect((await call(p(), 'POST', '/auth/signup', { email, password: PASSWORD, language: 'fil' })).status).toBe(202);
        // The sign-up link and the welcome come in Filipino.
        const link = await waitForMail(dataDir(), email, 'Tapusin ang pag-sign up mo sa Lakbay');
        expect(link.text).toMatch(/^Kumusta!\n\nMay humingi \(sana ikaw\) ng account sa Lakbay/);
        const token = decodeURIComponent(/\/signup\/complete\?token=([^\s&]+)/.exec(link.text)![1]);
        const { body } = await call(p(), 'POST', '/auth/signup/complete', { token });
        const auth = { token: body.sessionCookie };
        expect((await call(p(), 'GET', '/users/me', undefined, auth)).body.language).toBe('fil');
        // The session carries it too: a log-in answer (the app takes it on) and the session check.
        expect(body.language).toBe('fil');
        expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD })).body.language).toBe('fil');
        expect((await call(p(), 'GET', '/auth/me', undefined, auth)).body.language).toBe('fil');
        expect((await waitForMail(dataDir(), email, 'Maligayang pagdating sa Lakbay')).text).toContain('Mag-log in para tapusin');
        // Someone signing up with the address again: its owner is told in their language, not the form's.
        expect((await call(p(), 'POST', '/auth/signup', { email, password: PASSWORD, language: 'en' })).status).toBe(202);
        await waitForMail(dataDir(), email, 'May sumubok mag-sign up gamit ang iyong e-mail address');
        expect((await call(p(), 'POST', '/auth/password-reset/request', { email })).status).toBe(202);
        expect((await waitForMail(dataDir(), email, 'I-reset ang iyong Lakbay password')).text).toContain('sa loob ng 1 oras');
        const refused = await call(p(), 'PATCH', '/users/me', { language: 'tl' }, auth);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toEqual([{ property: 'language', constraints: ['Language must be one of: en, fil.'] }]);
        const bad = await call(p(), 'POST', '/auth/signup', { email: uniqueEmail(), password: PASSWORD, language: 'es' });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toEqual([{ property: 'language', constraints: ['Language must be one of: en, fil.'] }]);
        const changed = await call(p(), 'PATCH', '/users/me', { language: 'en' }, auth);
        expect(changed).toMatchObject({ status: 200, body: { language: 'en' } });
        expect((await call(p(), 'GET', '/users/me', undefined, auth)).body.language).toBe('en');
        // A change shows in the session check at once (the BFF's cached session is dropped).
        expect((await call(p(), 'GET', '/auth/me', undefined, auth)).body.language).toBe('en');
        // Left out at sign-up: English.
        const plain = await signUp(p(), { email: uniqueEmail(), password: PASSWORD });
        expect((await call(p(), 'GET', '/users/me', undefined, { token: plain.sessionCookie })).body.language).toBe('en');
      });

      it('answers an e-mail that has an account (any case) exactly as a new one, and tells its owner instead', async () => {
        const fresh = await call(p(), 'POST', '/auth/signup', { email: uniqueEmail(), password: PASSWORD });
        const taken = await call(p(), 'POST', '/auth/signup', { email: 'KADET@demo.lakbay.ph', password: PASSWORD });
        expect(taken.status).toBe(fresh.status);
        expect(taken.body).toEqual(fresh.body);
        const mail = await waitForMail(dataDir(), DEMO.kadet.email, SIGNUP_ATTEMPT_SUBJECT);
        expect(mail.text).toContain('http://localhost:3000/login');
        expect(mail.text).toContain('http://localhost:3000/password-reset');
        expect(mail.text).not.toMatch(/token=/);
        // The password was not changed by it.
        expect((await call(p(), 'POST', '/auth/login', DEMO.kadet)).status).toBe(200);
      });

      it('refuses short and common leaked passwords (any case) with 400 on the password field, creating nothing', async () => {
        const email = uniqueEmail();
        const short = await call(p(), 'POST', '/auth/signup', { email, password: 'abc123' });
        expect(short.status).toBe(400);
        expect(short.body.message).toEqual([{ property: 'password', constraints: ['Password must be at least 8 characters.'] }]);
        const common = await call(p(), 'POST', '/auth/signup', { email, password: 'PassWord123' });
        expect(common.status).toBe(400);
        expect(common.body.message).toEqual([{ property: 'password', constraints: [COMMON_MESSAGE] }]);
        expect((await call(p(), 'POST', '/auth/login', { email, password: 'PassWord123' })).status).toBe(401);
        const bad = await call(p(), 'POST', '/auth/signup', { email: 'not-an-email', password: PASSWORD });
        expect(bad.body.message).toEqual([{ property: 'email', constraints: ['Please enter a valid e-mail address.'] }]);
      });

      it('lets only allowlisted e-mails sign up as Koaches, who start inactive', async () => {
        const email = uniqueEmail('koach');
        const refused = await call(p(), 'POST', '/auth/signup-coach', { email, password: PASSWORD });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(
          'This e-mail is not on the Koach list. Please ask a Lakbay admin to add it to the coach allowlist, or sign up as a Kadet.',
        );
        const added = await call(
          p(),
          'POST',
          '/admin/addEmailToCoachAllowlist',
          { email: email.toUpperCase() },
          { token: admin.sessionCookie },
        );
        expect(added).toMatchObject({ status: 200, body: { message: 'Added the email to the allowlist' } });
        const coach = await signUp(p(), { email, password: PASSWORD, role: 'coach' });
        expect(coach).toMatchObject({ email, username: null, isCoach: true });
        const me = await call(p(), 'GET', '/users/me', undefined, { token: coach.sessionCookie });
        expect(me.body).toMatchObject({
          isCoach: true,
          isActive: false,
          onboardingStep: 2,
          coach: { slug: null, timeZone: 'Asia/Manila' },
        });
      });

      it('limits sign-ups from one client address per hour with 429', async () => {
        const ip = freshIp();
        for (let i = 0; i < 3; i++) {
          expect((await call(p(), 'POST', '/auth/signup', { email: uniqueEmail(), password: PASSWORD }, { ip })).status).toBe(202);
        }
        const limited = await call(p(), 'POST', '/auth/signup', { email: uniqueEmail(), password: PASSWORD }, { ip });
        expect(limited.status).toBe(429);
        expect(limited.body.message).toMatch(/^Too many sign-ups from this address\. Please try again in \d+ minutes?\.$/);
      });
    });

    describe('password reset', () => {
      const seenResets = new Set<string>();
      it('answers 202 with the same body whether or not the e-mail has an account', async () => {
        const known = await call(p(), 'POST', '/auth/password-reset/request', { email: DEMO.koach.email });
        const unknown = await call(p(), 'POST', '/auth/password-reset/request', { email: 'nobody.here@example.ph' });
        expect(known.status).toBe(202);
        expect(unknown.status).toBe(202);
        expect(unknown.body).toEqual(known.body);
      });

      it('e-mails a single-use link; the new password works, the old one and every old session do not', async () => {
        const email = uniqueEmail();
        const user = await signUp(p(), { email, password: PASSWORD });
        expect((await call(p(), 'POST', '/auth/password-reset/request', { email })).status).toBe(202);
        const mail = await waitForMail(dataDir(), email, 'Reset your Lakbay password');
        expect(mail.text).toContain('within 1 hour');
        const link = /(\S+\/password-reset\?token=([\w%-]+))/.exec(mail.text);
        expect(link?.[1]).toMatch(/^http:\/\/localhost:3000\/password-reset\?token=/);
        const token = decodeURIComponent(link![2]);

        const weak = await call(p(), 'POST', '/auth/password-reset', { token, password: 'iloveyou' });
        expect(weak.status).toBe(400);
        expect(weak.body.message).toEqual([{ property: 'password', constraints: [COMMON_MESSAGE] }]);

        const done = await call(p(), 'POST', '/auth/password-reset', { token, password: 'bagong-password-2026' });
        expect(done).toMatchObject({
          status: 200,
          body: { message: 'Your password has been changed. Please log in with your new password.' },
        });
        expect((await call(p(), 'GET', '/auth/me', undefined, { token: user.sessionCookie })).status).toBe(401);
        expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);
        const again = await call(p(), 'POST', '/auth/login', { email, password: 'bagong-password-2026' });
        expect(again.status).toBe(200);
        expect((await call(p(), 'GET', '/users/me', undefined, { token: again.body.sessionCookie })).body.emailVerified).toBe(true);

        const reused = await call(p(), 'POST', '/auth/password-reset', { token, password: 'ibang-password-2026' });
        expect(reused.status).toBe(400);
        expect(reused.body.message).toBe('This password reset link is invalid, expired or already used. Please request a new one.');
        expect((await call(p(), 'POST', '/auth/password-reset', { token: 'made-up', password: 'ibang-password-2026' })).status).toBe(400);
      });

      it('lets only the newest reset link work: a new request revokes the older links', async () => {
        const email = uniqueEmail();
        await signUp(p(), { email, password: PASSWORD });
        const linkOf = async () => {
          expect((await call(p(), 'POST', '/auth/password-reset/request', { email })).status).toBe(202);
          const mail = await waitForMail(dataDir(), email, 'Reset your Lakbay password', seenResets);
          return decodeURIComponent(/\/password-reset\?token=([\w%-]+)/.exec(mail.text)![1]);
        };
        const older = await linkOf();
        const newer = await linkOf();
        expect(newer).not.toBe(older);
        const refused = await call(p(), 'POST', '/auth/password-reset', { token: older, password: 'bagong-password-2026' });
        expect(refused.status).toBe(400);
        expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD })).status).toBe(200);
        const done = await call(p(), 'POST', '/auth/password-reset', { token: newer, password: 'bagong-password-2026' });
        expect(done.status).toBe(200);
      });

      it('limits reset e-mails per address with 429', async () => {
        const email = uniqueEmail();
        for (let i = 0; i < 3; i++) {
          expect((await call(p(), 'POST', '/auth/password-reset/request', { email })).status).toBe(202);
        }
        expect((await call(p(), 'POST', '/auth/password-reset/request', { email: email.toUpperCase() })).status).toBe(429);
      });

      if (mode === 'distributed') {
        it('refuses an expired token and stores only token hashes', async () => {
          const email = uniqueEmail();
          await signUp(p(), { email, password: PASSWORD });
          await call(p(), 'POST', '/auth/password-reset/request', { email });
          const mail = await waitForMail(dataDir(), email, 'Reset your Lakbay password');
          const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]);
          const sql = p().sql!;
          expect(sql(`select count(*) from users.one_time_token where token_hash = '${token}'`)).toBe('0');
          sql(
            `update users.one_time_token set expires_at = now() - interval '1 minute' where user_id = (select id from users."user" where email = '${email}')`,
          );
          expect((await call(p(), 'POST', '/auth/password-reset', { token, password: 'bagong-password-2026' })).status).toBe(400);
        });
      }
    });

    describe('onboarding and profiles', () => {
      it('takes a Kadet through steps 2 to 4 in order, with usernames unique regardless of case', async () => {
        const kadet = await newKadet(p());
        const token = kadet.sessionCookie;
        const early = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/3',
          { school: 'UP Diliman', yearLevel: 'SECOND_YEAR', studentStatus: 'SCHOLAR' },
          { token },
        );
        expect(early.status).toBe(409);
        const taken = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/2',
          { username: 'DEMO_Kadet', firstName: 'Ana', lastName: 'Cruz' },
          { token },
        );
        expect(taken.status).toBe(409);
        expect(taken.body.message).toEqual([{ property: 'username', constraints: ['This username is taken. Please choose another.'] }]);
        const bad = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/2',
          { username: 'a b', firstName: '', lastName: 'Cruz' },
          { token },
        );
        expect(bad.status).toBe(400);
        expect(bad.body.message).toEqual([
          { property: 'username', constraints: ['Username must be 3 to 30 letters, digits, dots or underscores.'] },
          { property: 'firstName', constraints: ['First name is required.'] },
        ]);
        const username = `ana.${Date.now().toString(36)}`;
        const step2 = await call(p(), 'PATCH', '/users/me/onboarding/steps/2', { username, firstName: 'Ana', lastName: 'Cruz' }, { token });
        expect(step2.body).toMatchObject({ username, firstName: 'Ana', onboardingStep: 3 });
        const step3 = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/3',
          {
            school: 'UP Diliman',
            degree: 'BS Statistics',
            yearLevel: 'SECOND_YEAR',
            studentStatus: 'SCHOLAR',
            province: 'Metro Manila',
            city: 'Quezon City',
          },
          { token },
        );
        expect(step3.body).toMatchObject({ school: 'UP Diliman', onboardingStep: 4 });
        const noConsent = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/4',
          { careerInterests: ['data'], dataPrivacyConsent: false },
          { token },
        );
        expect(noConsent.status).toBe(400);
        expect(noConsent.body.message[0].property).toBe('dataPrivacyConsent');
        const wrongCategory = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/4',
          { careerInterests: ['astrology'], dataPrivacyConsent: true },
          { token },
        );
        expect(wrongCategory.body.message[0].property).toBe('careerInterests');
        const step4 = await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/4',
          { careerInterests: ['data', 'research'], jobSearchStage: 'EXPLORING', dataPrivacyConsent: true },
          { token },
        );
        expect(step4.status).toBe(200);
        expect(step4.body).toMatchObject({ onboardingStep: null, careerInterests: ['data', 'research'] });
        expect(Date.parse(step4.body.dataPrivacyConsentAt)).toBeGreaterThan(Date.now() - 60000);
        const koachStep = await call(p(), 'PATCH', '/users/me/onboarding-coach/steps/3', {}, { token });
        expect(koachStep.status).toBe(400);
        const edit = await call(
          p(),
          'PATCH',
          '/users/me',
          { bio: '  Gusto kong maging data analyst.  ', city: null, coach: { headline: 'x' } },
          { token },
        );
        expect(edit.status).toBe(403);
        const edited = await call(p(), 'PATCH', '/users/me', { bio: '  Gusto kong maging data analyst.  ', city: null }, { token });
        expect(edited.body).toMatchObject({ bio: 'Gusto kong maging data analyst.', city: null, school: 'UP Diliman' });

        // The first name cannot be emptied: empty, blank or null is 400 in the error shape, and nothing changes.
        for (const [firstName, sentence] of [
          ['', 'First name is required.'],
          ['   ', 'First name is required.'],
          [null, 'First name must be text.'],
        ]) {
          const refused = await call(p(), 'PATCH', '/users/me', { firstName, city: 'Cebu City' }, { token });
          expect(refused.status).toBe(400);
          expect(refused.body).toEqual({
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: [{ property: 'firstName', constraints: [sentence] }],
          });
        }
        const kept = await call(p(), 'GET', '/users/me', undefined, { token });
        expect(kept.body).toMatchObject({ firstName: edited.body.firstName, city: null });
        expect(kept.body.firstName).toMatch(/\S/);
      });

      it('shows the seeded Kadet without a username at step 2, and the demo Koach’s public profile', async () => {
        const fresh = await login(p(), DEMO.newKadet);
        expect(fresh.username).toBeNull();
        expect((await call(p(), 'GET', '/users/me', undefined, { token: fresh.sessionCookie })).body.onboardingStep).toBe(2);
        const koach = await call(p(), 'GET', '/coaches/demo-koach');
        expect(koach.status).toBe(200);
        expect(koach.body).toMatchObject({
          slug: 'demo-koach',
          displayName: 'Demo Koach',
          timeZone: 'Asia/Manila',
          languages: ['English', 'Filipino'],
        });
        expect(koach.body).not.toHaveProperty('meetingLink');
        expect(koach.body).not.toHaveProperty('email');
      });

      it('stores an uploaded avatar under a generated name, checked by content, and serves it from PUBLIC_URL', async () => {
        const kadet = await newKadet(p());
        const token = kadet.sessionCookie;
        const first = await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1, '../../etc/passwd.png'), { token });
        expect(first.status).toBe(200);
        expect(first.body.avatar).toMatch(/^http:\/\/localhost:3000\/api\/v2\/files\/[0-9a-f-]{36}\.png$/);
        const path = new URL(first.body.avatar).pathname.replace('/api/v2', '');
        const served = await call(p(), 'GET', path);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await call(p(), 'GET', '/auth/me', undefined, { token })).body.avatar).toBe(first.body.avatar);

        const html = await call(
          p(),
          'POST',
          '/users/me/avatar',
          avatarForm(Buffer.from('<html><script>alert(1)</script>'), 'x.png', 'image/png'),
          { token },
        );
        expect(html.status).toBe(400);
        expect(html.body.message).toEqual([{ property: 'avatar', constraints: ['The picture must be a PNG, JPEG or WebP image.'] }]);
        const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
        const tooBig = await call(p(), 'POST', '/users/me/avatar', avatarForm(big), { token });
        expect(tooBig.status).toBe(413);
        expect(tooBig.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
        const large = await call(p(), 'POST', '/users/me/avatar', avatarForm(Buffer.concat([PNG_1X1, Buffer.alloc(1536 * 1024)])), {
          token,
        });
        expect(large.status).toBe(200);
        const json = await call(p(), 'POST', '/users/me/avatar', { avatar: 'x' }, { token });
        expect(json.status).toBe(400);

        const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
        const second = await call(p(), 'POST', '/users/me/avatar', avatarForm(jpeg, 'me.gif', 'image/gif'), { token });
        expect(second.body.avatar).toMatch(/\.jpg$/);
        expect((await call(p(), 'GET', path)).status).toBe(404);
        expect((await call(p(), 'GET', '/files/..%2F..%2Fsecrets%2Fauth-secret')).status).toBe(404);
      });

      it('serves an uploaded photo at the sizes avatars are drawn: square WebP copies, only the listed widths', async () => {
        const kadet = await newKadet(p());
        const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 170 } } })
          .jpeg({ quality: 95 })
          .toBuffer();
        const uploaded = await call(p(), 'POST', '/users/me/avatar', avatarForm(photo, 'me.jpg', 'image/jpeg'), {
          token: kadet.sessionCookie,
        });
        expect(uploaded.status).toBe(200);
        const url = new URL(uploaded.body.avatar);
        const fetched = (width: number) => fetch(`${p().baseUrl}${url.pathname}?w=${width}`);
        for (const width of [64, 128, 256]) {
          const copy = await fetched(width);
          expect(copy.status).toBe(200);
          expect(copy.headers.get('content-type')).toBe('image/webp');
          expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          const bytes = Buffer.from(await copy.arrayBuffer());
          expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height: width });
          expect(bytes.length).toBeLessThan(photo.length / 4);
        }
        const odd = await call(p(), 'GET', `${url.pathname.replace('/api/v2', '')}?w=65`);
        expect(odd.status).toBe(400);
        expect(odd.body).toMatchObject({ code: 'VALIDATION_FAILED' });
        const original = await fetch(`${p().baseUrl}${url.pathname}`);
        expect(original.headers.get('content-type')).toBe('image/jpeg');
        expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
      });

      it('takes a Koach through onboarding; the coach page appears once an admin activates them', async () => {
        const email = uniqueEmail('koach');
        await call(p(), 'POST', '/admin/addEmailToCoachAllowlist', { email }, { token: admin.sessionCookie });
        const coach = await signUp(p(), { email, password: PASSWORD, role: 'coach' });
        const token = coach.sessionCookie;
        const username = `koach_${Date.now().toString(36)}`;
        expect(
          (await call(p(), 'PATCH', '/users/me/onboarding/steps/2', { username, firstName: 'Maria', lastName: 'Santos' }, { token }))
            .status,
        ).toBe(403);
        expect(
          (await call(p(), 'PATCH', '/users/me/onboarding-coach/steps/2', { username, firstName: 'Maria', lastName: 'Santos' }, { token }))
            .status,
        ).toBe(200);
        const profile = {
          displayName: 'Maria Santos-Peña',
          headline: 'Data Analyst at Halimbawa Bank',
          expertise: ['data', 'math-logic'],
          yearsOfExperience: 6,
          bio: 'I can help with: SQL, dashboards and your first data job.',
          languages: ['English', 'Filipino', 'Cebuano'],
        };
        const step3 = await call(p(), 'PATCH', '/users/me/onboarding-coach/steps/3', profile, { token });
        expect(step3.status).toBe(200);
        const slug = step3.body.coach.slug as string;
        expect(slug).toMatch(/^maria-santos-pena(-\d+)?$/);
        const badLinks = await call(
          p(),
          'PATCH',
          '/users/me/onboarding-coach/steps/4',
          { meetingLink: 'not a link', timeZone: 'Mars/Olympus', dataPrivacyConsent: true },
          { token },
        );
        expect(badLinks.body.message.map((e: { property: string }) => e.property)).toEqual(['meetingLink', 'timeZone']);
        const step4 = await call(
          p(),
          'PATCH',
          '/users/me/onboarding-coach/steps/4',
          { linkedinUrl: 'https://www.linkedin.com/in/maria-santos', meetingLink: 'https://meet.jit.si/maria', dataPrivacyConsent: true },
          { token },
        );
        expect(step4.body).toMatchObject({
          onboardingStep: null,
          isActive: false,
          coach: { timeZone: 'Asia/Manila', meetingLink: 'https://meet.jit.si/maria' },
        });
        expect((await call(p(), 'GET', `/coaches/${slug}`)).status).toBe(404);
        const activated = await call(
          p(),
          'PATCH',
          '/admin/updateCoachIsActive',
          { username: username.toUpperCase(), isActive: true },
          { token: admin.sessionCookie },
        );
        expect(activated).toMatchObject({ status: 200, body: { message: 'Updated the isActive value' } });
        const page = await call(p(), 'GET', `/coaches/${slug}`);
        expect(page.body).toMatchObject({
          slug,
          displayName: 'Maria Santos-Peña',
          expertise: ['data', 'math-logic'],
          yearsOfExperience: 6,
        });
        const renamed = await call(
          p(),
          'PATCH',
          '/users/me',
          { coach: { displayName: 'Maria S.', timeZone: 'Asia/Singapore' } },
          { token },
        );
        expect(renamed.body.coach).toMatchObject({ displayName: 'Maria S.', slug, timeZone: 'Asia/Singapore' });

        if (mode === 'distributed') {
          const sql = p().sql!;
          const rows = sql(
            `select action || ':' || coalesce(document->>'path', '-') from users.change_log where record_id = '${coach.id}' order by seq`,
          ).split('\n');
          expect(rows[0]).toMatch(/^deleted:-$/);
          expect(rows).toContain(`upserted:/coaches/${slug}`);
          await call(p(), 'PATCH', '/admin/updateCoachIsActive', { username, isActive: false }, { token: admin.sessionCookie });
          expect(
            sql(
              `select action || ':' || coalesce(document::text, 'null') from users.change_log where record_id = '${coach.id}' order by seq desc limit 1`,
            ),
          ).toBe('deleted:null');
        }
      });
    });

    describe('admin', () => {
      it('finds users by username for admins only', async () => {
        const found = await call(p(), 'GET', '/users?username=DEMO_k', undefined, { token: admin.sessionCookie });
        expect(found.status).toBe(200);
        expect(found.body.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['demo_kadet', 'demo_koach']));
        const exact = await call(p(), 'GET', '/users?username=demo_koach', undefined, { token: admin.sessionCookie });
        expect(exact.body[0]).toEqual({
          id: expect.any(String),
          username: 'demo_koach',
          email: DEMO.koach.email,
          isCoach: true,
          isAdmin: false,
          isActive: true,
          firebaseAuthId: exact.body[0].id,
        });
        const kadet = await login(p(), DEMO.kadet);
        const refused = await call(p(), 'GET', '/users?username=demo', undefined, { token: kadet.sessionCookie });
        expect(refused).toMatchObject({ status: 403, body: { message: 'Only admins can do this.' } });
      });

      it("promotes a Kadet to Koach (inactive) and back, with the spec's messages, and audits each change", async () => {
        const username = `promo_${Date.now().toString(36)}`;
        await newKadet(p(), username);
        const promoted = await call(p(), 'PATCH', '/admin/updateKadetToCoach', { username, isCoach: true }, { token: admin.sessionCookie });
        expect(promoted).toMatchObject({ status: 200, body: { message: 'Updated the isCoach value' } });
        const [listed] = (await call(p(), 'GET', `/users?username=${username}`, undefined, { token: admin.sessionCookie })).body;
        expect(listed).toMatchObject({ isCoach: true, isActive: false });
        const missing = await call(
          p(),
          'PATCH',
          '/admin/updateCoachIsActive',
          { username: 'no_such_user_here', isActive: true },
          { token: admin.sessionCookie },
        );
        expect(missing).toMatchObject({ status: 404, body: { message: 'There is no user with this username.' } });
        const notCoach = await call(
          p(),
          'PATCH',
          '/admin/updateCoachIsActive',
          { username: 'demo_kadet', isActive: true },
          { token: admin.sessionCookie },
        );
        expect(notCoach.status).toBe(409);
        const invalid = await call(p(), 'PATCH', '/admin/updateKadetToCoach', { username, isCoach: 'yes' }, { token: admin.sessionCookie });
        expect(invalid.body.message).toEqual([{ property: 'isCoach', constraints: ['isCoach must be true or false.'] }]);
        expect(
          (await call(p(), 'PATCH', '/admin/updateKadetToCoach', { username, isCoach: false }, { token: admin.sessionCookie })).status,
        ).toBe(200);

        const log = await call(p(), 'GET', '/admin/audit-log?page=1&pageSize=5', undefined, { token: admin.sessionCookie });
        expect(log.status).toBe(200);
        expect(log.body.items[0]).toMatchObject({
          action: 'admin.updateKadetToCoach',
          actor: { id: admin.id, username: 'demo_admin' },
          details: { username, isCoach: false, previous: true },
        });
        expect(log.body.items[1]).toMatchObject({ action: 'admin.updateKadetToCoach', details: { isCoach: true, previous: false } });
        expect(log.body.total).toBeGreaterThanOrEqual(2);
      });

      it('lets an admin act as a user with X-Emulate-User; emulated writes are audited; others get 403', async () => {
        const username = `emu_${Date.now().toString(36)}`;
        const target = await newKadet(p(), username);
        const view = await call(p(), 'POST', '/admin/emulation/start', { userId: target.id }, { token: admin.sessionCookie });
        expect(view.status).toBe(200);
        expect(view.body).toMatchObject({
          id: target.id,
          username,
          isEmulationSession: true,
          sessionCookie: admin.sessionCookie,
          originalUser: { id: admin.id, isAdmin: true },
        });
        const as = { token: admin.sessionCookie, headers: { 'x-emulate-user': target.id } };
        expect((await call(p(), 'GET', '/auth/me', undefined, as)).body).toMatchObject({ id: target.id, originalUser: { id: admin.id } });
        const write = await call(p(), 'PATCH', '/users/me', { bio: 'Set by the admin on my behalf.' }, as);
        expect(write.body).toMatchObject({ id: target.id, bio: 'Set by the admin on my behalf.' });
        const log = await call(p(), 'GET', '/admin/audit-log?pageSize=3', undefined, { token: admin.sessionCookie });
        expect(log.body.items[0]).toMatchObject({
          action: 'emulated.write',
          method: 'PATCH',
          path: '/api/v2/users/me',
          actor: { id: admin.id },
          emulatedUser: { id: target.id, username },
        });
        expect(log.body.items[1]).toMatchObject({ action: 'emulation.start', emulatedUser: { id: target.id } });
        // Admin routes answer as the emulated user while emulating.
        expect((await call(p(), 'GET', '/admin/audit-log', undefined, as)).status).toBe(403);
        const kadet = await login(p(), DEMO.kadet);
        const refused = await call(p(), 'GET', '/users/me', undefined, {
          token: kadet.sessionCookie,
          headers: { 'x-emulate-user': target.id },
        });
        expect(refused).toMatchObject({ status: 403, body: { message: 'Only admins can act as another user.' } });
        const unknown = await call(p(), 'GET', '/users/me', undefined, {
          token: admin.sessionCookie,
          headers: { 'x-emulate-user': '00000000-0000-4000-8000-000000000000' },
        });
        expect(unknown.status).toBe(404);
      });
    });

    describe('Google sign-in', () => {
      it('creates a Kadet from a valid ID token, and logs the same person in again', async () => {
        const email = uniqueEmail('google');
        const token = await g().idToken({ sub: 'g-new-1', email, given_name: 'Bea', family_name: 'Reyes' });
        const first = await call(p(), 'POST', '/auth/login-google', { token });
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ email, username: null, isCoach: false });
        const me = await call(p(), 'GET', '/users/me', undefined, { token: first.body.sessionCookie });
        expect(me.body).toMatchObject({ hasGoogle: true, hasPassword: false, emailVerified: true, firstName: 'Bea', onboardingStep: 2 });
        const again = await call(p(), 'POST', '/auth/login-google', { token: await g().idToken({ sub: 'g-new-1', email }) });
        expect(again.body.id).toBe(first.body.id);
        const welcome = await waitForMail(dataDir(), email, 'Welcome to Lakbay');
        expect(welcome.text).toContain('Log in to finish your profile');
      });

      it('refuses tokens with the wrong audience, the wrong issuer, past expiry or a bad signature with 401', async () => {
        const email = uniqueEmail('google');
        const cases = {
          audience: await g().idToken({ email, aud: 'someone-else.apps.googleusercontent.com' }),
          issuer: await g().idToken({ email, iss: 'https://accounts.example.com' }),
          expired: await g().idToken({ email }, { expiresIn: -120 }),
          signature: await g().idToken({ email }, { signWith: 'stranger' }),
          garbage: 'not.a.token',
        };
        for (const [name, token] of Object.entries(cases)) {
          const { status, body } = await call(p(), 'POST', '/auth/login-google', { token });
          expect({ name, status, message: body.message }).toEqual({
            name,
            status: 401,
            message: 'Google sign-in failed: the Google token is not valid or has expired. Please try again.',
          });
        }
        expect((await call(p(), 'POST', '/auth/login', { email, password: 'whatever-123' })).status).toBe(401);
      });

      it('links an existing account only when Google verified the e-mail', async () => {
        const email = uniqueEmail();
        const account = await signUp(p(), { email, password: PASSWORD });
        const unverified = await call(p(), 'POST', '/auth/login-google', {
          token: await g().idToken({ sub: 'g-link-1', email, email_verified: false }),
        });
        expect(unverified.status).toBe(409);
        expect(unverified.body.message).toMatch(/Google has not verified/);
        const verified = await call(p(), 'POST', '/auth/login-google', {
          token: await g().idToken({ sub: 'g-link-1', email: email.toUpperCase() }),
        });
        expect(verified.status).toBe(200);
        expect(verified.body.id).toBe(account.id);
        expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD })).status).toBe(200);
      });

      it('runs the redirect flow: state bound to the browser, a one-time code for the SPA, never a token in a URL', async () => {
        const email = uniqueEmail('google');
        g().setProfile({ sub: 'g-redirect-1', email, email_verified: true, name: 'Carlo Tan', given_name: 'Carlo', family_name: 'Tan' });
        const start = await call(p(), 'GET', '/auth/google');
        expect(start.status).toBe(302);
        const authorize = new URL(start.headers.get('location')!);
        expect(authorize.origin + authorize.pathname).toBe(`${g().url}/authorize`);
        expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/v2/auth/google/callback');
        const cookie = start.headers.get('set-cookie')!.split(';')[0];
        expect(cookie).toMatch(/^lakbay_google_state=[\w-]+$/);
        expect(start.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);

        const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
        const callbackPath = `${back.pathname.replace('/api/v2', '')}${back.search}`;
        const forged = await call(p(), 'GET', callbackPath, undefined, { headers: { cookie: 'lakbay_google_state=another-browser' } });
        expect(forged.status).toBe(302);
        expect(new URL(forged.headers.get('location')!).searchParams.get('googleError')).toMatch(/did not start in this browser/);

        g().setProfile({ sub: 'g-redirect-1', email, email_verified: true, given_name: 'Carlo' });
        const again = await call(p(), 'GET', '/auth/google');
        const state = again.headers.get('set-cookie')!.split(';')[0];
        const back2 = new URL((await fetch(new URL(again.headers.get('location')!), { redirect: 'manual' })).headers.get('location')!);
        const done = await call(p(), 'GET', `${back2.pathname.replace('/api/v2', '')}${back2.search}`, undefined, {
          headers: { cookie: state },
        });
        expect(done.status).toBe(302);
        const spa = new URL(done.headers.get('location')!);
        expect(spa.pathname).toBe('/login');
        const code = spa.searchParams.get('googleCode')!;
        expect([...spa.searchParams.keys()]).toEqual(['googleCode']);
        const user = await call(p(), 'POST', '/auth/google/exchange', { code });
        expect(user.status).toBe(200);
        expect(user.body).toMatchObject({ email, username: null });
        expect(spa.toString()).not.toContain(user.body.sessionCookie);
        const reused = await call(p(), 'POST', '/auth/google/exchange', { code });
        expect(reused.status).toBe(400);
      });
    });

    describe('forum single sign-on (DiscourseConnect)', () => {
      it('answers the signed redirect with the user’s fields and the echoed nonce', async () => {
        const koach = await login(p(), DEMO.koach);
        const { sso, sig } = signSso('nonce=abc123&return_sso_url=https%3A%2F%2Fforum.example.ph%2Fsession%2Fsso_login');
        const res = await call(p(), 'GET', `/auth/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${sig}`, undefined, {
          token: koach.sessionCookie,
        });
        expect(res.status).toBe(200);
        const redirect = new URL(res.body.redirectUrl);
        expect(redirect.origin + redirect.pathname).toBe('https://forum.example.ph/session/sso_login');
        const replySso = redirect.searchParams.get('sso')!;
        expect(redirect.searchParams.get('sig')).toBe(createHmac('sha256', SSO_SECRET).update(replySso).digest('hex'));
        const fields = Object.fromEntries(new URLSearchParams(Buffer.from(replySso, 'base64').toString()));
        expect(fields).toMatchObject({
          nonce: 'abc123',
          external_id: koach.id,
          email: DEMO.koach.email,
          username: 'demo_koach',
          name: 'Demo Koach',
          admin: 'false',
          require_activation: 'false',
        });
      });

      it('refuses a bad signature and missing inputs with 400, and anonymous callers with 401', async () => {
        const kadet = await login(p(), DEMO.kadet);
        const { sso, sig } = signSso('nonce=n2&return_sso_url=https%3A%2F%2Fforum.example.ph%2Fsession%2Fsso_login');
        const bad = await call(
          p(),
          'GET',
          `/auth/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${sig.replace(/^./, sig[0] === 'a' ? 'b' : 'a')}`,
          undefined,
          {
            token: kadet.sessionCookie,
          },
        );
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/bad signature/);
        const missing = await call(p(), 'GET', `/auth/sso/discourse?sso=${encodeURIComponent(sso)}`, undefined, {
          token: kadet.sessionCookie,
        });
        expect(missing).toMatchObject({
          status: 400,
          body: {
            message: 'Something went wrong. The SSO from Discourse is missing some inputs. Please go back to Discourse and retry again.',
          },
        });
        const noNonce = signSso('return_sso_url=https%3A%2F%2Fforum.example.ph%2F');
        expect(
          (
            await call(p(), 'GET', `/auth/sso/discourse?sso=${encodeURIComponent(noNonce.sso)}&sig=${noNonce.sig}`, undefined, {
              token: kadet.sessionCookie,
            })
          ).status,
        ).toBe(400);
        expect((await call(p(), 'GET', `/auth/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${sig}`)).status).toBe(401);
      });

      it('refuses an admin who emulates a user with 403, so the forum never signs in as them', async () => {
        const kadet = await login(p(), DEMO.kadet);
        const { sso, sig } = signSso('nonce=n3&return_sso_url=https%3A%2F%2Fforum.example.ph%2Fsession%2Fsso_login');
        const res = await call(p(), 'GET', `/auth/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${sig}`, undefined, {
          token: admin.sessionCookie,
          headers: { 'x-emulate-user': kadet.id },
        });
        expect(res).toMatchObject({
          status: 403,
          body: {
            statusCode: 403,
            code: 'FORBIDDEN',
            message: expect.stringMatching(/while you act as another user.*Stop emulating first/),
          },
        });
      });
    });

    if (mode === 'distributed') {
      it('serves the users.changes feed over the transport, and nudges with users.changed after commit', async () => {
        const { connect } = await import('@nats-io/transport-node');
        const { loadConfig, createTransportClient } = await import('@lakbay/platform');
        const { pattern } = await import('@lakbay/contracts');
        const { firstValueFrom } = await import('rxjs');
        const config = loadConfig(p().env);
        const nc = await connect({ servers: config.natsUrl! });
        const nudges: Array<{ seq: number }> = [];
        const sub = nc.subscribe('>', {
          callback: (_err, msg) => {
            if (msg.subject.includes('users.changed') && msg.subject.includes(config.natsNamespace)) {
              nudges.push(msg.json<{ data: { seq: number } }>().data);
            }
          },
        });
        const client = createTransportClient(config, 'search');
        await client.connect();
        try {
          await call(
            p(),
            'PATCH',
            '/admin/updateCoachIsActive',
            { username: 'demo_koach', isActive: false },
            { token: admin.sessionCookie },
          );
          const feed = await firstValueFrom(client.send(pattern('users.changes'), { after: 0, limit: 1000 }));
          const last = feed.changes.at(-1);
          expect(feed.last).toBe(last.seq);
          expect(last).toMatchObject({ type: 'COACH', action: 'deleted', document: null });
          await call(
            p(),
            'PATCH',
            '/admin/updateCoachIsActive',
            { username: 'demo_koach', isActive: true },
            { token: admin.sessionCookie },
          );
          const next = await firstValueFrom(client.send(pattern('users.changes'), { after: last.seq, limit: 10 }));
          expect(next.changes).toEqual([
            {
              seq: last.seq + 1,
              type: 'COACH',
              id: last.id,
              action: 'upserted',
              at: expect.any(String),
              document: {
                type: 'COACH',
                id: last.id,
                title: 'Demo Koach',
                path: '/coaches/demo-koach',
                fields: expect.objectContaining({
                  headline: expect.stringMatching(/Product Manager/),
                  expertise: 'Business, Operations, Data',
                }),
              },
            },
          ]);
          const deadline = Date.now() + 5000;
          while (!nudges.some((n) => n.seq === last.seq + 1) && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 50));
          }
          expect(nudges).toContainEqual({ seq: last.seq + 1 });
        } finally {
          sub.unsubscribe();
          await nc.close();
          await client.close();
        }
      });
    }
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
for (const mode of await platformModes()) {
  describeAccounts(mode);
}
