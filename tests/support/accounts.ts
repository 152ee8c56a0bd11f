import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRawMail } from '../../libs/platform/src/mail/testing/parse-raw-mail';
import { type RunningPlatform, TEST_ADMIN_PASSWORD } from './platform';

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

/** Signs up a new Kadet (and optionally finishes step 2) and answers the logged user. */
export async function newKadet(platform: RunningPlatform, username?: string): Promise<Json> {
  const { status, body } = await call(platform, 'POST', '/auth/signup', { email: uniqueEmail(), password: 'kalamansi-jeepney-42' });
  if (status !== 201) {
    throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`);
  }
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

/** Waits for an .eml to the address in DATA_DIR/outbox and answers its parsed text (newest first). */
/** The next e-mail to `to` whose subject matches (a sign-up's welcome e-mail also goes there). */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: string | RegExp = /./,
  seen: Set<string> = new Set(),
  timeoutMs = 15000,
): Promise<{ subject: string; text: string }> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml') && !seen.has(f));
    } catch {
      // not created yet
    }
    for (const file of files) {
      const mail = parseRawMail(readFileSync(join(dir, file)));
      const mailSubject = mail.headers.get('subject') ?? '';
      const subjectMatches = typeof subject === 'string' ? mailSubject === subject : subject.test(mailSubject);
      if ((mail.headers.get('to') ?? '').includes(to) && subjectMatches) {
        seen.add(file);
        return { subject: mailSubject, text: mail.text ?? '' };
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`no e-mail to ${to} with subject ${String(subject)} in ${dir} after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
