import { OutboxEntry, type ServiceDefinition } from '@lakbay/platform';
import { ApprenticeshipModule } from './apprenticeship.module';
import { CertificateRow } from './entities/certificate.entity';
import { ChallengeRow, WeekRow } from './entities/challenge.entity';
import { GroupRow, MembershipRow } from './entities/group.entity';
import { InviteRow } from './entities/invite.entity';
import { SubmissionRow, UploadRow } from './entities/submission.entity';
import { apprenticeshipMigrations } from './migrations';
import { seedApprenticeship } from './seed/seed-apprenticeship';

export const apprenticeshipService: ServiceDefinition = {
  name: 'apprenticeship',
  module: ApprenticeshipModule,
  database: {
    schema: 'apprenticeship',
    entities: [ChallengeRow, WeekRow, GroupRow, MembershipRow, InviteRow, SubmissionRow, UploadRow, CertificateRow, OutboxEntry],
    migrations: apprenticeshipMigrations,
  },
  seed: seedApprenticeship,
};
