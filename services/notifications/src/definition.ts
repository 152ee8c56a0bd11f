import type { ServiceDefinition } from '@lakbay/platform';
import { SentMail } from './entities/sent-mail.entity';
import { notificationsMigrations } from './migrations';
import { NotificationsModule } from './notifications.module';

export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  module: NotificationsModule,
  database: { schema: 'notifications', entities: [SentMail], migrations: notificationsMigrations },
};
