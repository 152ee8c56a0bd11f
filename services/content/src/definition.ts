import type { ServiceDefinition } from '@lakbay/platform';
import { ContentModule } from './content.module';

export const contentService: ServiceDefinition = { name: 'content', module: ContentModule };
