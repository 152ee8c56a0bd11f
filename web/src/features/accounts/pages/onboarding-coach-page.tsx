import { OnboardingFlow } from '../components/onboarding-flow';
import { usePageMeta } from '@/lib/page-meta';

/** /onboarding-coach and /onboarding-coach/steps/{step}: finishing a Koach account. */
export function OnboardingCoachPage() {
  usePageMeta({ title: 'Set up your Koach profile' });
  return <OnboardingFlow role="coach" />;
}
