import { Module } from '@nestjs/common';

/** Rendering and sending e-mail from the mail queue. Its features arrive with their issues; today it answers notifications.health. */
@Module({})
export class NotificationsModule {}
