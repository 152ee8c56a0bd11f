import { randomUUID } from 'node:crypto';
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO,
  type Json,
  PDF,
  PNG_1X1,
  avatarForm,
  call,
  individualEnrolmentForm,
  login,
  newKadet,
  waitForMail,
} from '../support/accounts';
import { eventually } from '../support/eventually';
import { platformModes, startPlatform, usePlatform } from '../support/use-platform';

// Issue 27 point 4: files follow their owners. Removing a group (with its resume and submissions)
// or an account (avatar, resume, export) removes its files at once, through the owner's outbox; a
// replaced avatar goes; a retried upload with the same Idempotency-Key stores one file; and the
// upload sweep, run against the store, leaves exactly the files rows point at.

const PASSWORD = 'kalamansi-jeepney-42';
const DAY = 24 * 3600_000;
const EXPORT_SUBJECT = 'Your Lakbay data is ready to download';
/** Follow-up work crosses the outbox and the job queue: time for a busy machine. */
const SOON = { timeoutMs: 30_000, intervalMs: 200 };

const blob = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type });

function submissionForm(files: number): FormData {
  const form = new FormData();
  form.append('links', JSON.stringify(['https://example.ph/work']));
  form.append('notes', 'Our work.');
  for (let i = 0; i < files; i++) {
    form.append('files', blob(i % 2 ? PNG_1X1 : PDF, i % 2 ? 'image/png' : 'application/pdf'), `part-${i}.${i % 2 ? 'png' : 'pdf'}`);
  }
  return form;
}

describe.each(await platformModes())('files follow their owners (%s)', (mode) => {
  // The sweep every second: files are a day old before it judges them, so it leaves this suite's
  // young files alone until the last case ages them.
  const env = { RPC_TIMEOUT_MS: '15000', SIGNUP_MAX_PER_HOUR: '10000', LOGIN_IP_MAX_FAILURES: '1000', UPLOAD_SWEEP_SECONDS: '1' };
  const p = usePlatform(() => startPlatform(mode, mode === 'distributed' ? { ...env, SEED_DEMO_DATA: 'true' } : env));
  let uploads: string;
  let admin: string;
  let open: Json;
  let running: Json;
  /** Files the test expects rows to point at once the cases have run. */
  const pointedAt = new Set<string>();
  let before: Set<string>;

  /**
   * The stored files (generated names only: no temporary file of a save under way): standalone, the
   * files of DATA_DIR/uploads; distributed, the finished rows of PostgreSQL's file store.
   */
  const stored = (): Set<string> => {
    if (p().mode === 'distributed') {
      return new Set(p().sql!('select name from files.file where finished').split('\n').filter(Boolean));
    }
    try {
      return new Set(readdirSync(uploads).filter((name) => !name.startsWith('.')));
    } catch {
      return new Set();
    }
  };
  /** The files stored since `since`. */
  const added = (since: Set<string>): string[] => [...stored()].filter((name) => !since.has(name));
  const present = (names: string[]) => names.filter((name) => stored().has(name));

  beforeAll(async () => {
    uploads = join(p().env.DATA_DIR as string, 'uploads');
    admin = (await login(p(), DEMO.admin)).sessionCookie;
    const list = await call(p(), 'GET', '/virapp/challenges');
    open = list.body.find((c: Json) => c.status === 'OPEN');
    running = list.body.find((c: Json) => c.status === 'RUNNING');
    before = stored();
  }, 120_000);

  const base = (user: Json, challengeId: string) => `/users/${user.id}/challengesNew/${challengeId}`;

  async function enrol(user: Json, challengeId: string, key?: string): Promise<Json> {
    const headers = key ? { 'idempotency-key': key } : undefined;
    const res = await call(p(), 'POST', base(user, challengeId), individualEnrolmentForm(), { token: user.sessionCookie, headers });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function approve(groupId: string): Promise<void> {
    const res = await call(p(), 'PATCH', `/admin/virapp/applications/${groupId}`, { action: 'APPROVE' }, { token: admin });
    expect(res.status).toBe(200);
  }

  /** An approved individual in the RUNNING challenge with a week-1 hand-in of `files` files; answers the files stored. */
  async function handedIn(user: Json, files: number): Promise<{ groupId: string; files: string[] }> {
    const start = stored();
    const enrolment = await enrol(user, running.id);
    await approve(enrolment.groupId);
    const res = await call(p(), 'PATCH', `${base(user, running.id)}/weeks/1/submissions`, submissionForm(files), {
      token: user.sessionCookie,
    });
    expect(res.status).toBe(200);
    const names = added(start);
    expect(names).toHaveLength(1 + files);
    return { groupId: enrolment.groupId, files: names };
  }

  it('removes a replaced avatar at once, and a retried avatar upload with the same Idempotency-Key stores one file', async () => {
    const kadet = await newKadet(p());
    const as = { token: kadet.sessionCookie as string };
    const start = stored();
    const first = await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1), as);
    expect(first.status).toBe(200);
    const [firstFile] = added(start);
    expect(first.body.avatar).toContain(firstFile);

    const key = randomUUID();
    const keyed = { ...as, headers: { 'idempotency-key': key } };
    const second = await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1), keyed);
    expect(second.status).toBe(200);
    const secondFile = (second.body.avatar as string).split('/').pop() as string;
    // The replaced picture went with the write that replaced it.
    expect(present([firstFile])).toEqual([]);
    const afterSecond = stored();
    expect(afterSecond.has(secondFile)).toBe(true);

    // The client did not hear the answer and sends the same request again: the same answer, and
    // the file this retry streamed in is not kept.
    const retry = await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1), keyed);
    expect(retry.status).toBe(200);
    expect(retry.body.avatar).toBe(second.body.avatar);
    expect(stored()).toEqual(afterSecond);
    expect((await call(p(), 'GET', '/users/me', undefined, as)).body.avatar).toBe(second.body.avatar);
    pointedAt.add(secondFile);
  }, 60_000);

  it('a retried enrolment with the same Idempotency-Key stores one resume; unenrolling removes the group and its resume', async () => {
    const kadet = await newKadet(p());
    const start = stored();
    const key = randomUUID();
    const first = await enrol(kadet, open.id, key);
    const [resume] = added(start);
    expect(added(start)).toHaveLength(1);
    const afterFirst = stored();
    const again = await enrol(kadet, open.id, key);
    expect(again.groupId).toBe(first.groupId);
    expect(stored()).toEqual(afterFirst);

    const left = await call(p(), 'DELETE', base(kadet, open.id), undefined, { token: kadet.sessionCookie });
    expect(left.status).toBe(200);
    // Removed by the follow-up recorded with the group's removal, long before any sweep would.
    await eventually('the resume of the removed group to be gone', () => present([resume]).length === 0, SOON);
  }, 60_000);

  it('removing a group removes its submissions’ files and its resume; a group that stays keeps them', async () => {
    const leaving = await newKadet(p());
    const gone = await handedIn(leaving, 2);
    const staying = await newKadet(p());
    const kept = await handedIn(staying, 1);

    const left = await call(p(), 'DELETE', base(leaving, running.id), undefined, { token: leaving.sessionCookie });
    expect(left.status).toBe(200);
    await eventually('the files of the removed group to be gone', () => present(gone.files).length === 0, SOON);
    expect(present(kept.files)).toEqual(kept.files);
    kept.files.forEach((name) => pointedAt.add(name));
  }, 90_000);

  it("deleting an account removes its avatar, its data export and a pending application's resume", async () => {
    const kadet = await newKadet(p());
    const as = { token: kadet.sessionCookie as string };
    const start = stored();
    expect((await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1), as)).status).toBe(200);
    await enrol(kadet, open.id);
    const asked = await call(p(), 'POST', '/users/me/privacy/exports', undefined, as);
    expect(asked.status).toBe(202);
    await waitForMail(p().env.DATA_DIR as string, kadet.email, EXPORT_SUBJECT, new Set(), 60_000);
    const files = added(start);
    expect(files).toHaveLength(3);

    const deleted = await call(p(), 'POST', '/users/me/privacy/delete', { password: PASSWORD }, as);
    expect(deleted.status).toBe(200);
    await eventually("the deleted account's files to be gone", () => present(files).length === 0, SOON);
  }, 120_000);

  it('the sweep leaves exactly the files rows point at', async () => {
    // A file nothing points at: what an upload whose write's outcome was unknown, and did not
    // commit, leaves behind.
    const stray = `${randomUUID()}.pdf`;
    // Everything a day and more old: the sweep (every second) now judges every file.
    const old = new Date(Date.now() - 2 * DAY);
    if (p().mode === 'distributed') {
      p().sql!(
        `insert into files.file (id, name, size, saved_at, finished) values ('${stray.slice(0, 36)}', '${stray}', ${PDF.length}, now(), true);
         update files.file set saved_at = '${old.toISOString()}'`,
      );
    } else {
      writeFileSync(join(uploads, stray), PDF);
      for (const name of stored()) {
        utimesSync(join(uploads, name), old, old);
      }
    }
    const expected = new Set([...before, ...pointedAt]);
    await eventually(
      'the sweep to leave only the files rows point at',
      () => {
        expect(stored()).toEqual(expected);
        return true;
      },
      SOON,
    );
    // And it keeps them: several sweeps later the pointed-at files are all still there.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(stored()).toEqual(expected);
    for (const name of pointedAt) {
      expect(stored().has(name)).toBe(true);
    }
  }, 60_000);
});
