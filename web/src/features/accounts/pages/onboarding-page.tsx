import { OnboardingFlow } from '../components/onboarding-flow';
import { usePageMeta } from '@/lib/page-meta';

/** /onboarding and /onboarding/steps/{step}: finishing a Kadet account (a user without a username is sent to step 2). */
export function OnboardingPage() {
  usePageMeta({ title: 'Set up your account' });
  return <OnboardingFlow role="kadet" />;
}
