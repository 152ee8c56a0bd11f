import { MikroORM } from '@mikro-orm/core';
import { type DynamicModule, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BroadcastModule } from '../broadcast';
import { type AppConfig, ConfigModule } from '../config';
import { ActorTokens, CallContextInterceptor } from '../context';
import { DatabaseModule, RequestContextInterceptor, seedOnce } from '../database';
import { createValidationPipe } from '../errors';
import { IdempotencyInterceptor, inProgressWaitMs } from '../idempotency';
import { JOB_QUEUE_PORT } from '../jobs';
import { createLogger } from '../logging';
import { RpcObserverInterceptor } from '../metrics';
import { OpsRegistrations, findProvider, provides, registerOps, serverConnection } from '../ops';
import { Outbox } from '../outbox';
import { RpcErrorFilter, serverOptions } from '../transport';
import { healthController } from './health.controller';
import type { ServiceDefinition } from './service-definition';

@Module({})
class ServiceRootModule {}

/** Boots one domain service as a Nest microservice on the configured transport. */
export async function startService(definition: ServiceDefinition, config: AppConfig): Promise<INestMicroservice> {
  const registrations = new OpsRegistrations();
  const root: DynamicModule = {
    module: ServiceRootModule,
    imports: [
      ConfigModule.with(config),
      BroadcastModule,
      ...(definition.database ? [DatabaseModule.forService(definition.database)] : []),
      definition.module,
    ],
    controllers: [healthController(definition.name)],
    providers: [{ provide: OpsRegistrations, useValue: registrations }],
  };
  const logger = createLogger(config, definition.name);
  const transport = serverOptions(config, definition.name);
  const app = await NestFactory.createMicroservice(root, { ...transport, logger, bufferLogs: false });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalPipes(createValidationPipe());
  // The call first, so the database context and everything after it run inside it.
  app.useGlobalInterceptors(new CallContextInterceptor(new ActorTokens(config.auth.secret)));
  app.useGlobalInterceptors(new RpcObserverInterceptor(definition.name));
  if (definition.database) {
    app.useGlobalInterceptors(new RequestContextInterceptor(app.get(MikroORM)));
    // Keyed writes: claim, handler and reply in one transaction, inside the request context.
    app.useGlobalInterceptors(
      new IdempotencyInterceptor(app.get(MikroORM), definition.database.schema, Date.now, inProgressWaitMs(config.rpcTimeoutMs)),
    );
  }
  // No app.init() here: Nest 12's microservice would run onModuleInit hooks twice (init, then
  // listen). Providers exist from creation, so seeding can run before listen.
  if (definition.seed && definition.database && config.seed.demoData) {
    const seed = definition.seed;
    await seedOnce(app.get(MikroORM), definition.database.schema, (em) => seed(em, config));
  }
  await app.listen();
  await registerOps(registrations, {
    name: definition.name,
    config,
    transport: serverConnection(transport),
    orm: definition.database ? app.get(MikroORM) : undefined,
    needs: {
      transport: definition.needs?.transport ?? 'required',
      // A service that imports JobsModule uses Redis.
      redis: provides(app, JOB_QUEUE_PORT) ? (definition.needs?.redis ?? 'optional') : 'unused',
    },
    outbox: findProvider(app, Outbox),
  });
  logger.log(`${definition.name} service ready (${config.mode})`);
  return app;
}
