import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { type BackupTaken, Backups } from './backups';

/** Standalone backups on demand (README: Backups). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Not logged in.' })
@ApiResponse({ status: 403, description: 'Not an admin (or emulating a user).' })
@Controller('admin/backups')
@UseGuards(SessionGuard, AdminGuard)
export class BackupsController {
  constructor(private readonly backups: Backups) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Standalone mode: writes a backup archive of the whole platform into BACKUP_DIR while it keeps serving, and answers {name, bytes, createdAt, encrypted, durationMs}.',
  })
  @ApiResponse({ status: 409, description: 'Distributed mode (back up PostgreSQL instead), or a backup is already running.' })
  @ApiResponse({ status: 503, description: 'The archive could not be written (the server log says why).' })
  take(): Promise<BackupTaken> {
    return this.backups.take();
  }
}
