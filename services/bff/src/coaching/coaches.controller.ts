import type { CoachAvailability, CoachDetail, CoachListPage, Language } from '@lakbay/contracts';
import { AvailabilityQueryDto, CoachListQueryDto } from '@lakbay/contracts/scheduling.dto';
import { ServiceClient } from '@lakbay/platform';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { stringify } from 'safe-stable-stringify';
import { ACCEPT_LANGUAGE, ReaderLanguage, inReaderLanguage } from '../i18n/reader-language';
import { coachBySlug } from './coach-lookup';

const DAY = 24 * 3600 * 1000;

@ApiTags('coaches')
@Controller('coaches')
export class CoachesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly caches: BffCaches,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Active Koaches by name, filtered by career category, language and free this week (a bookable slot in the next 7 days). Public.',
  })
  @ApiOkResponse({ description: '{items: CoachListItem[], page, pageSize, total}: public profile, sessions held, rating, next free slot.' })
  async list(@Query() query: CoachListQueryDto): Promise<CoachListPage> {
    // "Free this week" is asked of scheduling for the coming 7 days from now: not kept.
    return query.freeThisWeek ? this.composeList(query) : this.caches.coachPage(`list ${stringify(query)}`, () => this.composeList(query));
  }

  private async composeList(query: CoachListQueryDto): Promise<CoachListPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 12;
    let ids: string[] | undefined;
    if (query.freeThisWeek) {
      const now = Date.now();
      ids = (
        await this.services.send('scheduling.coaches.free', {
          from: new Date(now).toISOString(),
          to: new Date(now + 7 * DAY).toISOString(),
        })
      ).coachIds;
    }
    const profiles = await this.caches.coachReads.send('users.coaches.list', {
      category: query.category,
      language: query.language,
      ids,
      page,
      pageSize,
    });
    const overview = profiles.items.length
      ? await this.caches.coachReads.send('scheduling.coaches.overview', { coachIds: profiles.items.map((p) => p.id) })
      : {};
    return {
      ...profiles,
      items: profiles.items.map((p) => ({
        ...p,
        ...(overview[p.id] ?? { sessionsHeld: 0, averageRating: null, reviewCount: 0, nextFreeSlot: null }),
      })),
    };
  }

  @Get(':slug')
  @ApiOperation({
    summary:
      "An active Koach: public profile (no e-mail, no meeting link), trainings (in the reader's language, each saying whether it fell back to English), next free slots, sessions held, rating, recent reviews. Public.",
  })
  @ApiNotFoundResponse({ description: 'No active Koach has this address.' })
  @ApiHeader(ACCEPT_LANGUAGE)
  async get(
    @Param('slug') slug: string,
    @ReaderLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CoachDetail> {
    inReaderLanguage(reply, language);
    // Kept per language: the trainings' texts are the reader's (issue 29).
    return this.caches.coachPage(`detail ${language} ${slug}`, async () => {
      const coach = await coachBySlug(this.caches.coachReads, slug);
      return {
        ...coach.profile,
        ...(await this.caches.coachReads.send('scheduling.coaches.detail', { coachId: coach.userId, language })),
      };
    });
  }

  @Get(':slug/availability')
  @ApiOperation({
    summary:
      "A Koach's availability windows and bookable slots of one training between from and to (UTC ISO), with the Koach's time zone. Public.",
  })
  @ApiOkResponse({ description: '{timeZone, windows: [{start, end}], slots: [{start, end}]} in UTC ISO strings.' })
  @ApiNotFoundResponse({ description: 'No active Koach has this address, or no such training.' })
  async availability(@Param('slug') slug: string, @Query() query: AvailabilityQueryDto): Promise<CoachAvailability> {
    const coach = await coachBySlug(this.services, slug);
    return this.services.send('scheduling.availability.get', {
      coachId: coach.userId,
      timeZone: coach.timeZone,
      from: query.from,
      to: query.to,
      trainingSlug: query.training,
      bookingId: query.booking,
    });
  }
}
