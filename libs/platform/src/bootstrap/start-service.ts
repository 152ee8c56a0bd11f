import { MikroORM } from '@mikro-orm/core';
import { type DynamicModule, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type AppConfig, ConfigModule } from '../config';
import { CallContextInterceptor } from '../context';
import { DatabaseModule, RequestContextInterceptor } from '../database';
import { createValidationPipe } from '../errors';
import { createLogger } from '../logging';
import { RpcErrorFilter, serverOptions } from '../transport';
import { healthController } from './health.controller';
import type { ServiceDefinition } from './service-definition';

@Module({})
class ServiceRootModule {}

/** Boots one domain service as a Nest microservice on the configured transport. */
export async function startService(definition: ServiceDefinition, config: AppConfig): Promise<INestMicroservice> {
  const root: DynamicModule = {
    module: ServiceRootModule,
    imports: [
      ConfigModule.with(config),
      ...(definition.database ? [DatabaseModule.forService(definition.database)] : []),
      definition.module,
    ],
    controllers: [healthController(definition.name)],
  };
  const logger = createLogger(config, definition.name);
  const app = await NestFactory.createMicroservice(root, { ...serverOptions(config, definition.name), logger, bufferLogs: false });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalPipes(createValidationPipe());
  // The call first, so the database context and everything after it run inside it.
  app.useGlobalInterceptors(new CallContextInterceptor());
  if (definition.database) {
    app.useGlobalInterceptors(new RequestContextInterceptor(app.get(MikroORM)));
  }
  // No app.init() here: Nest 12's microservice would run onModuleInit hooks twice (init, then
  // listen). Providers exist from creation, so seeding can run before listen.
  if (definition.seed && config.seed.demoData) {
    const orm = app.get(MikroORM);
    await definition.seed(orm.em.fork(), config);
  }
  await app.listen();
  logger.log(`${definition.name} service ready (${config.mode})`);
  return app;
}
