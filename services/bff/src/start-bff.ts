import { AVATAR_MAX_BYTES } from '@lakbay/contracts';
import {
  type AppConfig,
  BroadcastModule,
  ConfigModule,
  OpsRegistrations,
  TRANSPORT_CLIENT,
  TransportModule,
  createLogger,
  createValidationPipe,
  registerOps,
} from '@lakbay/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BffModule } from './bff.module';
import { installCallContext } from './http/call-context.hook';
import { HttpErrorFilter } from './http/http-error.filter';
import { clientErrorHandler, installInputGuard } from './http/input-guard';
import { installRequestLog } from './http/request-log.hook';
import { multipartUploads } from './uploads/multipart-plugin';
import { installSecurityHeaders } from './http/security-headers';
import { installFastAnswers } from './http/fast-answers';
import { installCompression, serveWebApp } from './http/web-app';
import { WebPages } from './http/web-pages';

@Module({})
class BffRootModule {}

export const API_PREFIX = 'api/v2';

/** fastAnswers: false leaves every request to Nest's handlers (tests compare the two). */
export interface BffOptions {
  fastAnswers?: boolean;
}

/** Builds the BFF: Fastify, /api/v2, OpenAPI at /api/docs, and the SPA when it is built. */
export async function createBff(config: AppConfig, options: BffOptions = {}): Promise<NestFastifyApplication> {
  const registrations = new OpsRegistrations();
  const root: DynamicModule = {
    module: BffRootModule,
    imports: [ConfigModule.with(config), BroadcastModule, TransportModule.forClient('bff'), BffModule],
    providers: [{ provide: OpsRegistrations, useValue: registrations }],
  };
  const bodyLimit = 1024 * 1024;
  const adapter = new FastifyAdapter({ trustProxy: config.http.trustProxy, bodyLimit, clientErrorHandler });
  const logger = createLogger(config, 'bff');
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, { logger });
  const fastify = app.getHttpAdapter().getInstance();
  installSecurityHeaders(fastify, config);
  await installCompression(fastify);
  installInputGuard(app, bodyLimit);
  installCallContext(app);
  installRequestLog(app, logger);
  if (options.fastAnswers !== false) {
    installFastAnswers(app);
  }
  // Always ready once started: without NATS it still serves the SPA and its cached answers, and
  // without Redis its rate limits count in memory. Both are reported (GET /api/v2/health: degraded).
  await registerOps(registrations, {
    name: 'bff',
    config,
    transport: () => app.get<ClientProxy>(TRANSPORT_CLIENT).unwrap(),
    needs: { transport: 'optional', redis: 'optional' },
  });
  app.setGlobalPrefix(API_PREFIX);
  // No app.enableShutdownHooks(): the process's SIGTERM handler (run-processes.ts) closes every
  // app of the process and then the embedded database; Nest's own handler would end the process
  // with the signal as soon as the BFF alone had closed, cutting that short.
  app.useGlobalPipes(createValidationPipe());
  // Uploads (avatars): one file part per request, size capped again per route.
  await app.register(multipartUploads, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  const webServed = await serveWebApp(fastify, config);
  app.useGlobalFilters(new HttpErrorFilter(webServed ? app.get(WebPages) : undefined));
  // Built on the first request for it, not at start (it takes a few hundred milliseconds).
  let document: OpenAPIObject | undefined;
  const documentFactory = (): OpenAPIObject =>
    (document ??= SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Lakbay API')
        .setDescription('The BFF of the Lakbay platform (/api/v2).')
        .setVersion('2')
        .addBearerAuth()
        .build(),
    ));
  SwaggerModule.setup('api/docs', app, documentFactory, { useGlobalPrefix: false });
  return app;
}

export async function startBff(config: AppConfig, options: BffOptions = {}): Promise<NestFastifyApplication> {
  const app = await createBff(config, options);
  await app.listen(config.http.port, config.http.host);
  createLogger(config, 'bff').log(`listening on ${await app.getUrl()} (public address ${config.http.publicUrl})`);
  return app;
}
