import type { ServiceName } from '@lakbay/contracts';
import type { ServiceDefinition } from '@lakbay/platform';
import { apprenticeshipService } from '../../apprenticeship/src/definition';
import { contentService } from '../../content/src/definition';
import { notificationsService } from '../../notifications/src/definition';
import { schedulingService } from '../../scheduling/src/definition';
import { searchService } from '../../search/src/definition';
import { usersService } from '../../users/src/definition';

/** The composition root's list of domain services; the only code that imports every service. */
export const SERVICES: Record<ServiceName, ServiceDefinition> = {
  users: usersService,
  content: contentService,
  apprenticeship: apprenticeshipService,
  scheduling: schedulingService,
  search: searchService,
  notifications: notificationsService,
};
