export * from './create-mailer';
export * from './invalid-mail-error';
export * from './mail-message';
export * from './mailer';
export * from './mailer.provider';
export * from './outbox-mailer';
export * from './smtp-mailer';
export * from './mail.module';
