import { OnboardingFlow } from '../components/onboarding-flow';

/** /onboarding-coach and /onboarding-coach/steps/{step}: finishing a Koach account. */
export function OnboardingCoachPage() {
  return <OnboardingFlow role="coach" />;
}
