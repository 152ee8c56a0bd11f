import type { ServiceDefinition } from '@lakbay/platform';
import { SentMail } from './entities/sent-mail.entity';
import { notificationsMigrations } from './migrations';
import { NotificationsModule } from './notifications.module';

export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  module: NotificationsModule,
  database: { schema: 'notifications', entities: [SentMail], migrations: notificationsMigrations },
  // Its work comes from the mail queue alone: NATS only carries its health answer.
  needs: { transport: 'optional', redis: 'required' },
};
