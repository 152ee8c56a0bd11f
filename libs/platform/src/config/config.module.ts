import { type DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './app-config';

/** Provides the already-validated AppConfig under APP_CONFIG to every provider of an app. */
@Module({})
export class ConfigModule {
  static with(config: AppConfig): DynamicModule {
    return { module: ConfigModule, global: true, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
