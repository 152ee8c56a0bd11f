import { ErrorCode, pattern } from '@lakbay/contracts';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { SignJWT } from 'jose';
import type { AppConfig } from '../config';
import { InProcessBus } from '../transport/in-process-bus';
import { InProcessClient } from '../transport/in-process.client';
import { InProcessServer } from '../transport/in-process.server';
import { RpcErrorFilter } from '../transport/rpc-error.filter';
import { ServiceClient } from '../transport/service-client';
import { ACTOR_TOKEN_REUSE_MS, type Actor, ActorTokens } from './actor';
import { currentCall, runInCall } from './call-context';
import { CallContextInterceptor } from './call-context.interceptor';

const SECRET = 'a'.repeat(40);
const tokens = new ActorTokens(SECRET);
const ADMIN: Actor = { userId: '11111111-1111-4111-8111-111111111111', isAdmin: true };
const KADET: Actor = { userId: '22222222-2222-4222-8222-222222222222', isAdmin: false };

describe(ActorTokens.name, () => {
  it('gives back the actor it signed, with the admin behind an emulation', async () => {
    const emulated = { ...KADET, realAdminId: ADMIN.userId };
    await expect(tokens.verify(await tokens.sign(emulated))).resolves.toEqual(emulated);
    await expect(tokens.verify(await tokens.sign(ADMIN))).resolves.toEqual(ADMIN);
  });

  it('refuses a token signed with another secret, an altered one, an expired one and garbage', async () => {
    const other = await new ActorTokens('b'.repeat(40)).sign(ADMIN);
    await expect(tokens.verify(other)).resolves.toBeUndefined();
    const [head, , signature] = (await tokens.sign(KADET)).split('.');
    const claims = Buffer.from(JSON.stringify({ sub: KADET.userId, adm: true, iss: 'lakbay-bff', aud: 'lakbay-services' })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${head}.${claims}.${signature}`)).resolves.toBeUndefined();
    await expect(tokens.verify('not.a.token')).resolves.toBeUndefined();
    // Signed with the right key (derived as ActorTokens does) but expired.
    const { hkdfSync } = await import('node:crypto');
    const key = new Uint8Array(hkdfSync('sha256', SECRET, 'lakbay', 'call actor v1', 32));
    const expired = await new SignJWT({ adm: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ADMIN.userId)
      .setIssuer('lakbay-bff')
      .setAudience('lakbay-services')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(key);
    await expect(tokens.verify(expired)).resolves.toBeUndefined();
    await expect(
      tokens.verify(await new SignJWT({ adm: true }).setProtectedHeader({ alg: 'HS256' }).setSubject(ADMIN.userId).sign(key)),
    ).resolves.toBeUndefined();
  });
});

describe(`${ActorTokens.name}: signing and verifying once`, () => {
  it('hands out the same token for the same actor within a minute, then a new one', async () => {
    let now = 1_000_000;
    const clock = { now: () => now };
    const signer = new ActorTokens(SECRET, clock);
    const first = await signer.sign(KADET);
    // A token signed a second later differs (iat), so only a kept token can be the same.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    now += ACTOR_TOKEN_REUSE_MS - 1;
    expect(await signer.sign(KADET)).toBe(first);
    // Another actor, or the same user as an admin's emulation, is never given that token.
    expect(await signer.sign(ADMIN)).not.toBe(first);
    const emulated = await signer.sign({ ...KADET, realAdminId: ADMIN.userId });
    expect(emulated).not.toBe(first);
    await expect(signer.verify(emulated)).resolves.toEqual({ ...KADET, realAdminId: ADMIN.userId });
    now += 2;
    const second = await signer.sign(KADET);
    expect(second).not.toBe(first);
    await expect(signer.verify(second)).resolves.toEqual(KADET);
  });

  it('remembers a verified token, and still refuses an altered copy of it', async () => {
    const verifier = new ActorTokens(SECRET);
    const token = await verifier.sign(KADET);
    const actor = await verifier.verify(token);
    expect(actor).toEqual(KADET);
    // What a caller does with the answer does not change what is remembered.
    actor!.isAdmin = true;
    await expect(verifier.verify(token)).resolves.toEqual(KADET);
    const [head, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: KADET.userId, adm: true, iss: 'lakbay-bff', aud: 'lakbay-services' })).toString(
      'base64url',
    );
    await expect(verifier.verify(`${head}.${claims}.${signature}`)).resolves.toBeUndefined();
  });
});

describe(CallContextInterceptor.name, () => {
  let app: INestMicroservice;
  let client: ServiceClient;
  const seen: (Actor | undefined)[] = [];

  beforeAll(async () => {
    @Controller()
    class TestController {
      @MessagePattern(pattern('users.admin.list'))
      adminList() {
        seen.push(currentCall()?.actor);
        return [];
      }

      @MessagePattern(pattern('users.get'))
      get() {
        seen.push(currentCall()?.actor);
        return { userId: currentCall()?.userId ?? null };
      }
    }
    @Module({ controllers: [TestController] })
    class TestModule {}
    const bus = new InProcessBus();
    app = await NestFactory.createMicroservice(TestModule, { strategy: new InProcessServer(bus, 'users'), logger: false });
    app.useGlobalFilters(new RpcErrorFilter());
    app.useGlobalInterceptors(new CallContextInterceptor(tokens));
    await app.listen();
    client = new ServiceClient(new InProcessClient(bus), { mode: 'standalone', rpcTimeoutMs: 2000 } as AppConfig);
  });

  afterAll(() => app.close());
  beforeEach(() => {
    seen.length = 0;
  });

  const as = async <T>(actorToken: string | undefined, fn: () => Promise<T>): Promise<T> =>
    runInCall({ requestId: 'test-request', ...(actorToken ? { actorToken } : {}) }, fn);

  it('runs an admin command for an admin the BFF signed, with the actor known to the handler', async () => {
    await expect(as(await tokens.sign(ADMIN), () => client.send('users.admin.list', {}))).resolves.toEqual([]);
    expect(seen).toEqual([ADMIN]);
  });

  it.each([
    ['no actor', undefined],
    ['a non-admin', 'kadet'],
    ['an admin token signed with another secret', 'forged'],
  ])('refuses an admin command with %s as 403 before the handler runs', async (_what, which) => {
    const token =
      which === 'kadet' ? await tokens.sign(KADET) : which === 'forged' ? await new ActorTokens('f'.repeat(40)).sign(ADMIN) : undefined;
    await expect(as(token, () => client.send('users.admin.list', {}))).rejects.toMatchObject({
      status: 403,
      code: ErrorCode.FORBIDDEN,
      message: 'Only admins can do this.',
    });
    expect(seen).toEqual([]);
  });

  it('takes the user of a call from the verified actor only', async () => {
    await expect(as(await tokens.sign(KADET), () => client.send('users.get', { userId: 'x' }))).resolves.toEqual({ userId: KADET.userId });
    await expect(as(await new ActorTokens('f'.repeat(40)).sign(ADMIN), () => client.send('users.get', { userId: 'x' }))).resolves.toEqual({
      userId: null,
    });
    expect(seen).toEqual([KADET, undefined]);
  });
});
