import type { FactoryProvider, InjectionToken, OnApplicationShutdown, OptionalFactoryDependency } from '@nestjs/common';
import { createMailer, type MailerOptions } from './create-mailer';
import type { Mailer, MailMessage, SentMail } from './mailer';

/** Injection token of the Mailer: `@Inject(MAILER) mailer: Mailer`. */
export const MAILER: InjectionToken<Mailer> = Symbol('Mailer');

/** The mailer Nest hands out; it closes the adapter (SMTP connections) on application shutdown. */
export class ManagedMailer implements Mailer, OnApplicationShutdown {
  constructor(private readonly inner: Mailer) {}

  send(message: MailMessage): Promise<SentMail> {
    return this.inner.send(message);
  }

  async close(): Promise<void> {
    await this.inner.close?.();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

/** provideMailer((config: AppConfig) => ({ smtpUrl: ..., emlDir: ..., from: ... }), [APP_CONFIG]) registers MAILER. */
export function provideMailer<Deps extends unknown[]>(
  optionsFactory: (...deps: Deps) => MailerOptions | Promise<MailerOptions>,
  inject: Array<InjectionToken | OptionalFactoryDependency> = [],
): FactoryProvider<Mailer> {
  return {
    provide: MAILER,
    useFactory: async (...deps: unknown[]) => new ManagedMailer(createMailer(await optionsFactory(...(deps as Deps)))),
    inject,
  };
}
