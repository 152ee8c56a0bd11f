import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRawMail } from '../../libs/platform/src/mail/testing/parse-raw-mail';
import { type RunningPlatform, TEST_ADMIN_PASSWORD } from './platform';
import { eventually } from './eventually';

// Bodies are JSON whose shape each test asserts.
// oxlint-disable-next-line typescript/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

let nextAddress = 1;
/** A fresh client address (X-Forwarded-For, with TRUST_PROXY=true) so per-address limits stay apart. */
export function freshIp(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls /api/v2 of a running platform and parses the JSON answer. */
export async function call(
  platform: RunningPlatform,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  let payload: FormData | string | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${platform.baseUrl}/api/v2${path}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let parsed: Json = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export const DEMO = {
  admin: { email: 'admin@demo.lakbay.ph', password: TEST_ADMIN_PASSWORD },
  kadet: { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' },
  koach: { email: 'koach@demo.lakbay.ph', password: 'lakbay-koach-demo' },
  newKadet: { email: 'new@demo.lakbay.ph', password: 'lakbay-new-demo' },
};

export async function login(platform: RunningPlatform, account: { email: string; password: string }): Promise<Json> {
  const { status, body } = await call(platform, 'POST', '/auth/login', account);
  if (status !== 200) {
    throw new Error(`log-in of ${account.email} failed: ${status} ${JSON.stringify(body)}`);
  }
  return body;
}

let counter = 0;
export function uniqueEmail(prefix = 'kadet'): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.ph`;
}

/** The subject of the e-mail with a sign-up link (services/users/src/auth/welcome-mail.ts). */
export const SIGNUP_LINK_SUBJECT = 'Finish signing up for Lakbay';
export const SIGNUP_ATTEMPT_SUBJECT = 'Someone tried to sign up with your e-mail address';

/** The token of the newest unseen sign-up link e-mailed to the address (DATA_DIR/mail). */
export async function signupToken(platform: RunningPlatform, email: string, seen?: Set<string>): Promise<string> {
  const mail = await waitForMail(platform.env.DATA_DIR as string, email.toLowerCase(), SIGNUP_LINK_SUBJECT, seen);
  const token = /\/signup\/complete\?token=([^\s&]+)/.exec(mail.text)?.[1];
  if (!token) {
    throw new Error(`no sign-up link in the e-mail to ${email}: ${mail.text}`);
  }
  return decodeURIComponent(token);
}

/**
 * Signs up as a person does: the form (202, "check your e-mail"), then the e-mailed link, which
 * creates the account. Answers the logged user of the link (201).
 */
export async function signUp(
  platform: RunningPlatform,
  account: { email: string; password: string; role?: 'kadet' | 'coach'; timeZone?: string },
  options: CallOptions = {},
): Promise<Json> {
  const path = account.role === 'coach' ? '/auth/signup-coach' : '/auth/signup';
  const { email, password, timeZone } = account;
  const requested = await call(platform, 'POST', path, { email, password, ...(timeZone ? { timeZone } : {}) }, options);
  if (requested.status !== 202) {
    throw new Error(`sign-up of ${account.email} failed: ${requested.status} ${JSON.stringify(requested.body)}`);
  }
  const token = await signupToken(platform, account.email);
  const completed = await call(platform, 'POST', '/auth/signup/complete', { token }, options);
  if (completed.status !== 201) {
    throw new Error(`sign-up link of ${account.email} failed: ${completed.status} ${JSON.stringify(completed.body)}`);
  }
  return completed.body;
}

/** Signs up a new Kadet (and optionally finishes step 2) and answers the logged user. */
export async function newKadet(platform: RunningPlatform, username?: string): Promise<Json> {
  const body = await signUp(platform, { email: uniqueEmail(), password: 'kalamansi-jeepney-42' });
  if (username) {
    const step = await call(
      platform,
      'PATCH',
      '/users/me/onboarding/steps/2',
      { username, firstName: 'Test', lastName: 'Kadet' },
      { token: body.sessionCookie },
    );
    if (step.status !== 200) {
      throw new Error(`onboarding failed: ${step.status} ${JSON.stringify(step.body)}`);
    }
    return { ...body, username };
  }
  return body;
}

/** The next e-mail to `to` whose subject matches (a sign-up's welcome e-mail also goes there). */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: string | RegExp = /./,
  seen: Set<string> = new Set(),
  timeoutMs = 15000,
): Promise<{ subject: string; text: string; raw: string }> {
  const dir = join(dataDir, 'mail');
  return eventually(
    `an e-mail to ${to} with subject ${String(subject)} in ${dir}`,
    () => {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.eml') && !seen.has(f));
      } catch {
        // not created yet
      }
      for (const file of files) {
        const raw = readFileSync(join(dir, file));
        const mail = parseRawMail(raw);
        const mailSubject = mail.headers.get('subject') ?? '';
        const subjectMatches = typeof subject === 'string' ? mailSubject === subject : subject.test(mailSubject);
        if ((mail.headers.get('to') ?? '').includes(to) && subjectMatches) {
          seen.add(file);
          return { subject: mailSubject, text: mail.text ?? '', raw: raw.toString('utf8') };
        }
      }
      return false;
    },
    { timeoutMs, intervalMs: 100 },
  );
}

/** A tiny valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export function avatarForm(data: Buffer, filename = 'me.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

/** A tiny valid PDF, as a resume or a hand-in. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A Kadet's enrolment in a challenge, alone or with a group, with a PDF resume (POST .../challengesNew/{id}). */
export function enrolmentForm(
  options: { applicationType?: 'INDIVIDUAL' | 'GROUP'; groupEmails?: string[]; resumeName?: string } = {},
): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    sendResumeAndContact: 'true',
    participateInternship: 'false',
    isFirstWorkExperience: 'true',
    applicationType: options.applicationType ?? 'INDIVIDUAL',
    groupEmails: JSON.stringify(options.groupEmails ?? []),
    additionalComments: 'Available on weekends.',
    whyJoin: 'I want to learn how real teams work.',
    whatQualities: 'Patient, curious, good with spreadsheets.',
  };
  for (const [k, v] of Object.entries(fields)) {
    form.append(k, v);
  }
  form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), options.resumeName ?? 'resume.pdf');
  return form;
}

/** A Kadet's individual enrolment in a challenge, with a PDF resume. */
export const individualEnrolmentForm = (resumeName?: string): FormData => enrolmentForm({ resumeName });

/**
 * Sends `count` bookings at once, the i-th as kadets[i % kadets.length] with body(i): a crowd racing
 * for a coach's time. Answers every reply, and those that were neither 201 nor 409 as text (a race
 * is settled by the database: any other answer is a failure worth reading).
 */
export async function bookAtOnce(
  platform: RunningPlatform,
  kadets: Json[],
  count: number,
  body: (i: number) => object,
): Promise<{ answers: Answer[]; others: string[] }> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(platform, 'POST', '/bookings', body(i), { token: kadets[i % kadets.length].sessionCookie }),
    ),
  );
  const others = answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => `${a.status} ${JSON.stringify(a.body)}`);
  return { answers, others };
}
