import type { RequestOf } from '@lakbay/contracts';
import { IsString, IsUUID, MaxLength } from 'class-validator';

export class DiscourseSsoMessage implements RequestOf<'users.sso.discourse'> {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(8192)
  sso!: string;

  @IsString()
  @MaxLength(256)
  sig!: string;
}
