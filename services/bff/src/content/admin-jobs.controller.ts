import type { FieldError, JobImportPreview, JobImportResult, JobImportRow, Language } from '@lakbay/contracts';
import { Body, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation } from '@nestjs/swagger';
import { JobDto, JobImportDto, UpdateJobDto } from '@lakbay/contracts/content.dto';
import { messageLanguage } from '../i18n/accept-language';
import { translateMessage } from '../i18n/translate-message';
import { adminContentController } from './admin-content.controller';

/** A row's errors in the reader's language (Accept-Language), as the error filter does for error answers. */
function translatedRows(rows: JobImportRow[], language: Language): JobImportRow[] {
  return rows.map((row) => ({
    ...row,
    errors: row.errors.map((e): FieldError => ({ ...e, constraints: e.constraints.map((c) => translateMessage(c, language)) })),
  }));
}

/** Admin CRUD of jobs, and importing postings from a file (preview first, then import). */
export class AdminJobsController extends adminContentController({
  kind: 'jobs',
  name: 'AdminJobsController',
  path: 'admin/jobs',
  tag: 'admin: jobs',
  noun: 'job',
  nouns: 'jobs',
  create: JobDto,
  update: UpdateJobDto,
}) {
  @Post('import/preview')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reads a file of postings (CSV with a header row, or a JSON array) and answers every row with the job it would save or its field errors; saves nothing.',
  })
  @ApiBadRequestResponse({ description: 'The file is not CSV or JSON of postings (errors on the field content).' })
  async importPreview(@Body() body: JobImportDto, @Headers('accept-language') acceptLanguage?: string): Promise<JobImportPreview> {
    const preview = await this.services.send('content.admin.jobs.importPreview', body);
    return { ...preview, rows: translatedRows(preview.rows, messageLanguage(acceptLanguage)) };
  }

  @Post('import')
  @ApiOperation({
    summary:
      'Saves the valid postings of the file in one transaction as published, non-sample jobs, and lists the refused rows. Send an Idempotency-Key: a retry answers the first result without saving again.',
  })
  @ApiBadRequestResponse({ description: 'The file is not CSV or JSON of postings, or none of its rows is valid.' })
  async import(@Body() body: JobImportDto, @Headers('accept-language') acceptLanguage?: string): Promise<JobImportResult> {
    const result = await this.services.send('content.admin.jobs.import', body);
    return { ...result, refused: translatedRows(result.refused, messageLanguage(acceptLanguage)) };
  }
}
