import type { ServiceDefinition } from '@lakbay/platform';
import { NotificationsModule } from './notifications.module';

export const notificationsService: ServiceDefinition = { name: 'notifications', module: NotificationsModule };
