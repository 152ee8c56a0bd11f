import {
  ErrorCode,
  type Invite,
  type Language,
  type Member,
  type Participant,
  type RequestUser,
  RESUME_MAX_BYTES,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_MAX_FILES,
  type Submission,
  type UserChallenge,
  type UserContact,
} from '@lakbay/contracts';
import {
  EnrolmentFormDto,
  InviteActionDto,
  InviteesDto,
  ParticipantsQueryDto,
  SubmissionFormDto,
} from '@lakbay/contracts/apprenticeship.dto';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertOwnerOrAdmin } from '../accounts/users.controller';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from '../content/cached-reply';
import { ApiUpload } from '../uploads/api-upload';
import { RESUME_KINDS, SUBMISSION_KINDS, sniffAllowed } from '../uploads/file-kind';
import { Uploads, fileRefused, uploadRoute } from '../uploads/uploads';
import { BffError, fieldError } from '../http/bff-error';
import { withBody } from '../http/with-body';
import { ACCEPT_LANGUAGE, ReaderLanguage, inReaderLanguage } from '../i18n/reader-language';

const MB = 1024 * 1024;
export const RESUME_REFUSED = 'The resume must be a PDF or a Word (DOCX) document of at most 5 MB.';
export const SUBMISSION_FILE_REFUSED = 'Files must be PDF, Word, PowerPoint, Excel, PNG, JPEG or ZIP, each at most 10 MB.';
const FORM_NOT_MULTIPART = 'Please send the form as multipart/form-data.';
const FORM_UNREADABLE = 'The form could not be read. Please send it again as multipart/form-data.';
const WEEK = /^(\d{1,3}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const UID_PIPE = new ParseUUIDPipe({
  exceptionFactory: () => new BffError(ErrorCode.NOT_FOUND, 'There is no user with this id.'),
});

const RESUME_UPLOAD = uploadRoute({
  owner: 'apprenticeship',
  field: 'resume',
  maxFiles: 1,
  maxFileBytes: RESUME_MAX_BYTES,
  notMultipart: FORM_NOT_MULTIPART,
  wrongField: 'Files go in the field "resume".',
  unreadable: FORM_UNREADABLE,
  tooLarge: `The resume is larger than ${RESUME_MAX_BYTES / MB} MB. ${RESUME_REFUSED}`,
  tooMany: 'Please attach one resume only.',
  sniff: (sample) => sniffAllowed(sample, RESUME_KINDS),
  body: EnrolmentFormDto,
  refuse: (file) => fileRefused(file, RESUME_REFUSED),
  missing: 'Please attach your resume (PDF or DOCX) in the field "resume".',
});

const SUBMISSION_UPLOAD = uploadRoute({
  owner: 'apprenticeship',
  field: 'files',
  maxFiles: SUBMISSION_MAX_FILES,
  maxFileBytes: SUBMISSION_FILE_MAX_BYTES,
  notMultipart: FORM_NOT_MULTIPART,
  wrongField: 'Files go in the field "files".',
  unreadable: FORM_UNREADABLE,
  tooLarge: `A file is larger than ${SUBMISSION_FILE_MAX_BYTES / MB} MB. ${SUBMISSION_FILE_REFUSED}`,
  tooMany: `At most ${SUBMISSION_MAX_FILES} files per submission.`,
  sniff: (sample) => sniffAllowed(sample, SUBMISSION_KINDS),
  body: SubmissionFormDto,
  refuse: (file) => fileRefused(file, SUBMISSION_FILE_REFUSED),
});

/**
 * A user's part in a challenge (spec section 7): /users/{uid}/challengesNew/{challengeId}/...
 * {uid} is the caller, or anyone for an admin (403 otherwise). Writes act for {uid}.
 */
@ApiTags('virtual apprenticeship')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not logged in.' })
@ApiForbiddenResponse({ description: '{uid} is not the caller (and the caller is not an admin), or not a member of the group.' })
@Controller('users/:uid/challengesNew/:challengeId')
@UseGuards(SessionGuard)
export class EnrolmentsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: Uploads,
  ) {}

  @Get()
  @ApiOperation({ summary: "The user's part in a challenge: group, members, progress, submissions, todos, completion." })
  @ApiNotFoundResponse({
    description: 'APPRENTICESHIP_NOT_ENROLLED: the user is in no group of this challenge; NOT_FOUND: no such challenge.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  get(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @ReaderLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserChallenge> {
    assertOwnerOrAdmin(user, uid);
    inReaderLanguage(reply, language);
    return this.services.send('apprenticeship.enrolments.get', { userId: uid, challengeId, language });
  }

  @Post()
  @ApiUpload(RESUME_UPLOAD, 'PDF or DOCX (checked by content), at most 5 MB.')
  @ApiOperation({
    summary:
      'Enrols the user (spec section 3 form): creates a group they lead, application PENDING until an admin approves; groupEmails are invited by e-mail. Send an Idempotency-Key: a repeat answers the same.',
  })
  @ApiConflictResponse({
    description: 'APPRENTICESHIP_ALREADY_ENROLLED, or APPRENTICESHIP_ENROLMENT_CLOSED (not OPEN, deadline passed, no seats).',
  })
  async enrol(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Req() request: FastifyRequest,
  ): Promise<UserChallenge> {
    assertOwnerOrAdmin(user, uid);
    const { body, files } = await this.uploads.read(request, RESUME_UPLOAD);
    // Inside send: a user that is not there removes the stored resume like any refusal.
    return this.uploads.send(RESUME_UPLOAD, files, async ([resume]) =>
      this.services.send('apprenticeship.enrolments.create', { user: await this.contact(uid), challengeId, resume, form: body }),
    );
  }

  @Delete()
  @ApiOperation({
    summary:
      'Unenrols: the enrolment is deleted. A leader who leaves hands the group to the member who joined earliest; a group left empty is removed and its open invites withdrawn.',
  })
  @ApiNotFoundResponse({ description: 'APPRENTICESHIP_NOT_ENROLLED.' })
  unenrol(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
  ): Promise<{ unenrolled: true }> {
    assertOwnerOrAdmin(user, uid);
    return this.services.send('apprenticeship.enrolments.delete', { userId: uid, challengeId });
  }

  @Get('members')
  @ApiOperation({ summary: "The people of the user's group: members (leader first), then open, expired and declined invites." })
  @ApiNotFoundResponse({ description: 'APPRENTICESHIP_NOT_ENROLLED.' })
  members(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
  ): Promise<Member[]> {
    assertOwnerOrAdmin(user, uid);
    return this.services.send('apprenticeship.members.list', { userId: uid, challengeId });
  }

  @Get('invites')
  @ApiOperation({ summary: "Invites received at the user's e-mail for this challenge (withdrawn ones left out), newest first." })
  async invites(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
  ): Promise<Invite[]> {
    assertOwnerOrAdmin(user, uid);
    const contact = await this.contact(uid);
    return this.services.send('apprenticeship.invites.received', { userId: uid, challengeId, email: contact.email });
  }

  @Get('participants')
  @ApiOperation({ summary: "People in this challenge's groups (rejected applications left out), minus the group excludeGroupId." })
  participants(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Query() query: ParticipantsQueryDto,
  ): Promise<Participant[]> {
    assertOwnerOrAdmin(user, uid);
    return this.services.send('apprenticeship.participants.list', withBody(query, { challengeId }));
  }

  @Post('groups/:groupId/invites')
  @ApiOperation({
    summary:
      'A member invites people by e-mail (1-20 at a time); each gets a link PUBLIC_URL/invites/{token} valid 7 days that works before sign-up. More invites than free places may be open: the first to accept join.',
  })
  @ApiConflictResponse({ description: 'APPRENTICESHIP_GROUP_FULL: no free place (an individual application holds one person).' })
  async invite(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Param('groupId', ID_PIPE) groupId: string,
    @Body() body: InviteesDto,
  ): Promise<Invite[]> {
    assertOwnerOrAdmin(user, uid);
    // The expiry in the inviter's zone: the caller's own, unless an admin acts for them.
    const timeZone = user.id === uid ? { timeZone: user.timeZone } : {};
    // Invitees read the inviter's full name.
    const inviterName = (await this.contact(uid)).fullName;
    return this.services.send(
      'apprenticeship.invites.create',
      withBody(body, { userId: uid, challengeId, groupId, inviterName, ...timeZone }),
    );
  }

  @Patch('groups/:groupId/invites/:inviteId')
  @ApiOperation({
    summary:
      'ACCEPT or DECLINE (the invitee: the user whose e-mail it was sent to; the leader is e-mailed), or RESEND (a member: new link, new 7-day expiry; the old link stops working).',
  })
  @ApiConflictResponse({
    description:
      'APPRENTICESHIP_INVITE_CLOSED (answered, withdrawn or expired), APPRENTICESHIP_GROUP_FULL, APPRENTICESHIP_ALREADY_ENROLLED.',
  })
  async answer(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Param('groupId', ID_PIPE) groupId: string,
    @Param('inviteId', ID_PIPE) inviteId: string,
    @Body() body: InviteActionDto,
  ): Promise<Invite> {
    assertOwnerOrAdmin(user, uid);
    const contact = await this.contact(uid);
    return this.services.send(
      'apprenticeship.invites.answer',
      withBody(body, { user: contact, userId: uid, challengeId, groupId, inviteId }),
    );
  }

  @Delete('groups/:groupId/invites/:inviteId')
  @ApiOperation({ summary: 'A member withdraws an open (or declined) invite: its link stops working.' })
  @ApiConflictResponse({ description: 'APPRENTICESHIP_INVITE_CLOSED: already accepted or withdrawn.' })
  withdraw(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Param('groupId', ID_PIPE) groupId: string,
    @Param('inviteId', ID_PIPE) inviteId: string,
  ): Promise<Invite> {
    assertOwnerOrAdmin(user, uid);
    return this.services.send('apprenticeship.invites.withdraw', { userId: uid, challengeId, groupId, inviteId });
  }

  @Patch('weeks/:weekId/submissions')
  @ApiUpload(SUBMISSION_UPLOAD, '0-5 files: PDF, DOCX, PPTX, XLSX, PNG, JPEG or ZIP, at most 10 MB each.')
  @ApiOperation({
    summary:
      "Hands in a week's work for the user's group (approved, challenge OPEN or RUNNING): at least one link or file; each call adds an attempt, PENDING_REVIEW. {weekId} is the week's id or number.",
  })
  @ApiConflictResponse({ description: 'CONFLICT: the application is not approved, or the challenge has ended.' })
  async submit(
    @CurrentUser() user: RequestUser,
    @Param('uid', UID_PIPE) uid: string,
    @Param('challengeId', ID_PIPE) challengeId: string,
    @Param('weekId') weekId: string,
    @Req() request: FastifyRequest,
  ): Promise<Submission> {
    assertOwnerOrAdmin(user, uid);
    if (!WEEK.test(weekId)) {
      throw new BffError(ErrorCode.NOT_FOUND, 'There is no such week.');
    }
    const { body, files } = await this.uploads.read(request, SUBMISSION_UPLOAD);
    if (body.links.length === 0 && files.length === 0) {
      throw fieldError('links', 'Please add at least one link or file.');
    }
    return this.uploads.send(SUBMISSION_UPLOAD, files, (stored) =>
      this.services.send('apprenticeship.submissions.create', withBody(body, { userId: uid, challengeId, weekId, files: stored })),
    );
  }

  private async contact(userId: string): Promise<UserContact> {
    const [contact] = await this.services.send('users.contacts', { userIds: [userId] });
    if (!contact) {
      throw new BffError(ErrorCode.NOT_FOUND, 'There is no user with this id.');
    }
    return contact;
  }
}
