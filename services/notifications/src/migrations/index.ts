import { SentMailLog } from './m20261123-001-sent-mail';

/** Applied in order; a shipped name is never renamed (it is recorded in notifications.mikro_orm_migrations). */
export const notificationsMigrations = [{ name: 'm20261123-001-sent-mail', class: SentMailLog }];
