import { Migration } from '@mikro-orm/migrations';

/** Sign-ups waiting for their e-mailed link (SignupRequest). */
export class SignupRequests extends Migration {
  override up(): void {
    this.addSql(`create table "signup_request" (
      "id" uuid primary key,
      "email" text not null,
      "role" text not null check ("role" in ('kadet', 'coach')),
      "password_hash" text not null,
      "token_hash" text not null unique,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    )`);
    this.addSql('create index "signup_request_expires_at_idx" on "signup_request" ("expires_at")');
  }

  override down(): void {
    this.addSql('drop table if exists "signup_request"');
  }
}
