import { ErrorCode, type ManagedTraining, type MyTrainings, type RequestUser } from '@lakbay/contracts';
import { TrainingInputDto, UpdateTrainingDto } from '@lakbay/contracts/scheduling.dto';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from '../content/cached-reply';
import { BffError } from '../http/bff-error';
import { withBody } from '../http/with-body';

const coachesOnly = () => new BffError(ErrorCode.FORBIDDEN, 'Only Koaches have this page.');
const noSuchKoach = () => new BffError(ErrorCode.NOT_FOUND, 'There is no such Koach.');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A training slug of the route; anything else names no training (404). */
function trainingSlug(slug: string): string {
  if (slug.length > 80 || !SLUG.test(slug)) {
    throw new BffError(ErrorCode.NOT_FOUND, 'There is no such training for this Koach.');
  }
  return slug;
}

const LAST = 'SCHEDULING_LAST_TRAINING: it is the last active training.';

/** The caller, when a Koach: /my/trainings is theirs. */
function coachOf(user: RequestUser): string {
  if (!user.isCoach) {
    throw coachesOnly();
  }
  return user.id;
}

/**
 * A Koach's trainings: create, edit, retire and restore (issue 26). The slug is made from the title
 * and never changes; changes apply to new bookings only. Writes take an Idempotency-Key.
 */
@ApiTags('trainings')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not a Koach.' })
@Controller('my/trainings')
@UseGuards(SessionGuard)
export class MyTrainingsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: "The caller's trainings, active and retired (the three defaults, marked isDefault, until the first change)." })
  list(@CurrentUser() user: RequestUser): Promise<MyTrainings> {
    return this.services.send('scheduling.trainings.list', { coachId: coachOf(user) });
  }

  @Post()
  @ApiOperation({ summary: 'Adds a training; the first change copies the defaults to the Koach first, so their slugs keep working.' })
  @ApiCreatedResponse({ description: 'The training, with its slug.' })
  create(@CurrentUser() user: RequestUser, @Body() body: TrainingInputDto): Promise<ManagedTraining> {
    return this.services.send('scheduling.trainings.create', withBody(body, { coachId: coachOf(user) }));
  }

  @Patch(':slug')
  @ApiOperation({ summary: 'Changes the fields sent; the slug stays. Booked sessions keep what they were booked with.' })
  @ApiNotFoundResponse({ description: 'No training of the caller has this slug.' })
  update(@CurrentUser() user: RequestUser, @Param('slug') slug: string, @Body() body: UpdateTrainingDto): Promise<ManagedTraining> {
    return this.services.send('scheduling.trainings.update', withBody(body, { coachId: coachOf(user), slug: trainingSlug(slug) }));
  }

  @Post(':slug/retire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stops offering a training for new bookings; booked sessions stay.' })
  @ApiConflictResponse({ description: LAST })
  retire(@CurrentUser() user: RequestUser, @Param('slug') slug: string): Promise<ManagedTraining> {
    return this.services.send('scheduling.trainings.retire', { coachId: coachOf(user), slug: trainingSlug(slug), retired: true });
  }

  @Post(':slug/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Offers a retired training again.' })
  restore(@CurrentUser() user: RequestUser, @Param('slug') slug: string): Promise<ManagedTraining> {
    return this.services.send('scheduling.trainings.retire', { coachId: coachOf(user), slug: trainingSlug(slug), retired: false });
  }
}

/** The same for any Koach, by an admin (by the Koach's user id, as the admin's user search finds it). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@ApiNotFoundResponse({ description: 'No Koach has this id.' })
@Controller('admin/coaches/:coachId/trainings')
@UseGuards(SessionGuard, AdminGuard)
export class AdminTrainingsController {
  constructor(private readonly services: ServiceClient) {}

  /** A Koach's id: 404 for a user who is not a Koach. */
  private async coach(coachId: string): Promise<{ id: string; username: string | null }> {
    const user = await this.services.send('users.get', { userId: coachId });
    if (!user.isCoach) {
      throw noSuchKoach();
    }
    return { id: user.id, username: user.username };
  }

  @Get()
  @ApiOperation({ summary: "A Koach's trainings, active and retired, and who the Koach is. Admins." })
  async list(@Param('coachId', ID_PIPE) coachId: string): Promise<MyTrainings> {
    const coach = await this.coach(coachId);
    return { ...(await this.services.send('scheduling.admin.trainings.list', { coachId })), coach };
  }

  @Post()
  @ApiOperation({ summary: 'Adds a training for the Koach. Admins.' })
  @ApiCreatedResponse({ description: 'The training, with its slug.' })
  async create(@Param('coachId', ID_PIPE) coachId: string, @Body() body: TrainingInputDto): Promise<ManagedTraining> {
    await this.coach(coachId);
    return this.services.send('scheduling.admin.trainings.create', withBody(body, { coachId }));
  }

  @Patch(':slug')
  @ApiOperation({ summary: "Changes a Koach's training; the slug stays. Admins." })
  async update(
    @Param('coachId', ID_PIPE) coachId: string,
    @Param('slug') slug: string,
    @Body() body: UpdateTrainingDto,
  ): Promise<ManagedTraining> {
    await this.coach(coachId);
    return this.services.send('scheduling.admin.trainings.update', withBody(body, { coachId, slug: trainingSlug(slug) }));
  }

  @Post(':slug/retire')
  @HttpCode(200)
  @ApiOperation({ summary: "Retires a Koach's training. Admins." })
  @ApiConflictResponse({ description: LAST })
  async retire(@Param('coachId', ID_PIPE) coachId: string, @Param('slug') slug: string): Promise<ManagedTraining> {
    await this.coach(coachId);
    return this.services.send('scheduling.admin.trainings.retire', { coachId, slug: trainingSlug(slug), retired: true });
  }

  @Post(':slug/restore')
  @HttpCode(200)
  @ApiOperation({ summary: "Offers a Koach's retired training again. Admins." })
  async restore(@Param('coachId', ID_PIPE) coachId: string, @Param('slug') slug: string): Promise<ManagedTraining> {
    await this.coach(coachId);
    return this.services.send('scheduling.admin.trainings.retire', { coachId, slug: trainingSlug(slug), retired: false });
  }
}
