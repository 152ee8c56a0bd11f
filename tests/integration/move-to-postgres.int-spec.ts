import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Json, DEMO, PDF, PNG_1X1, avatarForm, call, individualEnrolmentForm, login, signUp, uniqueEmail } from '../support/accounts';
import { eventually } from '../support/eventually';
import { type RunningPlatform, freePort, psql, startDistributed, startStandalone, waitForHealth } from '../support/platform';
import { operatorCommand } from '../support/process-env';
import { BACKING, backingServicesAvailable } from '../support/services';

const PASSWORD = 'kalamansi-jeepney-42';
const ENV = { RPC_TIMEOUT_MS: '15000', SIGNUP_MAX_PER_HOUR: '10000', LOGIN_IP_MAX_FAILURES: '1000' };

/** Runs the move as an operator would; answers its exit code and output. */
const moveCommand = (args: string[]) => operatorCommand('move-to-postgres.js', args);

function submissionForm(): FormData {
  const form = new FormData();
  form.append('links', JSON.stringify(['https://example.ph/deck']));
  form.append('notes', 'Our first week.');
  form.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'store profile.pdf');
  return form;
}

/** Bytes of a GET on a platform (a file download). */
async function download(platform: RunningPlatform, path: string, token?: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${platform.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const available = await backingServicesAvailable();

(available ? describe : describe.skip)('Moving a standalone installation into distributed mode', () => {
  const work = mkdtempSync(join(tmpdir(), 'lakbay-move-it-'));
  const targetDataDir = join(work, 'distributed-data');
  const dbName = `lakbay_move_${Date.now().toString(36)}`;
  const url = new URL(BACKING.postgres);
  url.pathname = `/${dbName}`;
  const adminDb = new URL(BACKING.postgres).pathname.slice(1) || 'postgres';
  let standalone: RunningPlatform | undefined;
  let distributed: RunningPlatform | undefined;
  let secondBff: RunningPlatform | undefined;

  afterAll(async () => {
    await standalone?.cleanup();
    // The distributed platform's cleanup drops its database and its DATA_DIR.
    await distributed?.cleanup();
    psql(adminDb, `drop database if exists ${dbName} with (force)`);
    rmSync(work, { recursive: true, force: true });
  }, 120_000);

  interface Person {
    email: string;
    id: string;
    avatar?: string;
    bookingId?: string;
    submissionFileUrl?: string;
  }
  const people: Person[] = [];
  let challengeId: string;

  it('carries people, bookings, a team with its submission file and avatars; two BFFs on two replicas each serve them', async () => {
    standalone = await startStandalone(ENV);
    const s = standalone;
    const dataDir = s.env.DATA_DIR as string;
    const admin = (await login(s, DEMO.admin)).sessionCookie as string;
    const running = ((await call(s, 'GET', '/virapp/challenges')).body as Json[]).find((c) => c.status === 'RUNNING');
    challengeId = running.id;
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const slots = (await call(s, 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`)).body.slots as {
      start: string;
    }[];
    for (let i = 0; i < 3; i++) {
      const email = uniqueEmail('move');
      const user = await signUp(s, { email, password: PASSWORD });
      people.push({ email, id: user.id });
    }
    const [withAvatar, withBooking, withTeam] = people as [Person, Person, Person];
    const tokenOf = async (p: Person) => (await login(s, { email: p.email, password: PASSWORD })).sessionCookie as string;

    const avatar = await call(s, 'POST', '/users/me/avatar', avatarForm(PNG_1X1), { token: await tokenOf(withAvatar) });
    expect(avatar.status).toBe(200);
    withAvatar.avatar = avatar.body.avatar;

    const booking = await call(
      s,
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: slots[0]?.start, answers: { goals: 'Move with me' } },
      { token: await tokenOf(withBooking) },
    );
    expect(booking.status).toBe(201);
    withBooking.bookingId = booking.body.id;

    const teamToken = await tokenOf(withTeam);
    const enrolment = await call(s, 'POST', `/users/${withTeam.id}/challengesNew/${challengeId}`, individualEnrolmentForm(), {
      token: teamToken,
    });
    expect(enrolment.status).toBe(201);
    const approved = await call(
      s,
      'PATCH',
      `/admin/virapp/applications/${enrolment.body.groupId}`,
      { action: 'APPROVE' },
      { token: admin },
    );
    expect(approved.status).toBe(200);
    const handedIn = await call(s, 'PATCH', `/users/${withTeam.id}/challengesNew/${challengeId}/weeks/1/submissions`, submissionForm(), {
      token: teamToken,
    });
    expect(handedIn.status).toBe(200);
    withTeam.submissionFileUrl = handedIn.body.files[0].url;
    expect((await download(s, withTeam.submissionFileUrl as string, teamToken)).bytes).toEqual(PDF);

    // A running standalone platform is refused: its database is open in it.
    psql(adminDb, `create database ${dbName}`);
    const whileRunning = await moveCommand(['--from', dataDir, '--to', url.toString(), '--target-data-dir', targetDataDir]);
    expect(whileRunning).toMatchObject({ code: 1, output: expect.stringContaining(`Lakbay is running on ${dataDir}`) });
    expect(psql(dbName, "select count(*) from information_schema.schemata where schema_name = 'users'")).toBe('0');

    await s.stop();
    const secretsFile = join(work, 'lakbay.env');
    const moved = await moveCommand([
      '--from',
      dataDir,
      '--to',
      url.toString(),
      '--target-data-dir',
      targetDataDir,
      '--secrets-out',
      secretsFile,
    ]);
    console.log(moved.output);
    expect(moved.code).toBe(0);
    expect(moved.output).toMatch(/^users\.user +\d+ +\d+ +ok$/m);
    expect(moved.output).toMatch(/^scheduling\.booking +1 +1 +ok$/m);
    expect(moved.output).toMatch(/^apprenticeship\.upload +([1-9]\d*) +\1 +ok$/m);
    expect(moved.output).toMatch(/row counts match/);
    // The avatar, the resume and the submission's file.
    expect(moved.output).toMatch(/files: 3 \(\d+ bytes\) .*SHA-256 match/);
    expect(moved.output).toMatch(/search: .*builds its index from the moved data/);
    expect(moved.output).not.toContain(s.authSecret);
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(secretsFile, 'utf8')).toBe(`AUTH_SECRET=${s.authSecret}\n`);

    // The distributed platform on the moved data: the standalone's secret, files where the move put them.
    distributed = await startDistributed(
      { ...ENV, DATA_DIR: targetDataDir, AUTH_SECRET: s.authSecret },
      {
        database: dbName,
        processes: [
          'users',
          'users',
          'content',
          'apprenticeship',
          'apprenticeship',
          'scheduling',
          'scheduling',
          'search',
          'notifications',
          'bff',
        ],
      },
    );
    const port = await freePort();
    await distributed.start(['bff'], { env: { PORT: String(port) }, label: 'bff2' });
    secondBff = { ...distributed, baseUrl: `http://127.0.0.1:${port}` };
    await waitForHealth(secondBff.baseUrl, []);

    for (const bff of [distributed, secondBff]) {
      for (const person of people) {
        const who = await login(bff, { email: person.email, password: PASSWORD });
        const token = who.sessionCookie as string;
        const me = await call(bff, 'GET', '/users/me', undefined, { token });
        expect(me.body.email).toBe(person.email);
        if (person.avatar) {
          expect(new URL(me.body.avatar).pathname).toMatch(/\/files\/[0-9a-f-]{36}\.png$/);
          expect(await download(bff, new URL(me.body.avatar).pathname)).toEqual({ status: 200, bytes: PNG_1X1 });
        }
        if (person.bookingId) {
          const mine = await call(bff, 'GET', '/my/bookings', undefined, { token });
          expect((mine.body.upcoming as Json[]).map((b) => b.id)).toContain(person.bookingId);
        }
        if (person.submissionFileUrl) {
          const part = await call(bff, 'GET', `/users/${person.id}/challengesNew/${challengeId}`, undefined, { token });
          expect(part.status).toBe(200);
          const file = part.body.submissions[0].files[0];
          expect(file).toMatchObject({ name: 'store profile.pdf', size: PDF.length });
          expect(await download(bff, file.url, token)).toEqual({ status: 200, bytes: PDF });
        }
      }
      // The demo Koach's own log-in, and the Koaches found by search (its index built from the moved rows).
      await login(bff, DEMO.koach);
      await eventually('search to find the Koaches', async () => {
        const found = await call(bff, 'GET', '/search?q=koach');
        return found.status === 200 && (found.body as Json[]).some((hit) => hit.type === 'COACH');
      });
    }
  }, 600_000);

  it('refuses a target database that already holds rows, changing nothing', async () => {
    expect(distributed).toBeDefined();
    const sql = (query: string) => psql(dbName, query);
    // The files are in the target's file store (FILE_STORE=postgres, distributed mode's default).
    const storedFiles = () => sql('select name from files.file where finished order by name');
    const before = { users: sql('select count(*) from users."user"'), files: storedFiles() };
    const again = await moveCommand([
      '--from',
      standalone?.env.DATA_DIR as string,
      '--to',
      url.toString(),
      '--target-data-dir',
      targetDataDir,
    ]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      /The target database \S+ already holds rows \(apprenticeship\.challenge: 3, .* and \d+ more tables\): nothing was moved\./,
    );
    expect(again.output).not.toMatch(/AUTH_SECRET/);
    expect({ users: sql('select count(*) from users."user"'), files: storedFiles() }).toEqual(before);
  }, 120_000);

  it('moves from a backup archive as well, to the same rows and files', async () => {
    const dataDir = standalone?.env.DATA_DIR as string;
    const archives = join(work, 'archives');
    // The standalone is stopped: `npm run backup` opens its DATA_DIR itself.
    const backup = await operatorCommand('backup.js', ['backup'], { MODE: 'standalone', DATA_DIR: dataDir, BACKUP_DIR: archives });
    expect(backup).toMatchObject({ code: 0, output: expect.stringMatching(/platform stopped/) });
    const archive = join(archives, readdirSync(archives).find((n) => n.endsWith('.backup')) ?? 'none');
    const second = `${dbName}_archive`;
    const secondUrl = new URL(BACKING.postgres);
    secondUrl.pathname = `/${second}`;
    psql(adminDb, `create database ${second}`);
    try {
      const secondData = join(work, 'from-archive');
      const moved = await moveCommand(['--archive', archive, '--to', secondUrl.toString(), '--target-data-dir', secondData]);
      expect(moved.code).toBe(0);
      expect(moved.output).toMatch(/move-to-postgres: archive \S+\.backup ->/);
      expect(moved.output).toMatch(/row counts match/);
      expect(moved.output).toMatch(/files: 3 \(\d+ bytes\) .*SHA-256 match/);
      // The secret of the archive (the standalone's), printed for the operator.
      expect(moved.output).toContain(`AUTH_SECRET=${standalone?.authSecret}`);
      const count = (database: string) => [
        psql(database, 'select count(*) from users."user"'),
        psql(database, 'select count(*) from scheduling.booking'),
      ];
      expect(count(second)).toEqual(count(dbName));
      expect(psql(second, 'select count(*) from files.file where finished')).toBe('3');
      // A target whose file store alone holds files is in use too: the move refuses it and adds none.
      const services = psql(
        second,
        "select string_agg(quote_ident(nspname), ', ') from pg_namespace where nspname not in ('files', 'public', 'information_schema') and nspname not like 'pg\\_%'",
      );
      psql(second, `drop schema ${services} cascade`);
      const refused = await moveCommand(['--archive', archive, '--to', secondUrl.toString(), '--target-data-dir', secondData]);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already holds rows \(files\.\w+: \d+, files\.\w+: \d+\): nothing was moved\./);
      expect(psql(second, 'select count(*) from files.file')).toBe('3');
    } finally {
      psql(adminDb, `drop database if exists ${second} with (force)`);
    }
  }, 120_000);
});
