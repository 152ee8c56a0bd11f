import { OnboardingFlow } from '../components/onboarding-flow';

/** /onboarding and /onboarding/steps/{step}: finishing a Kadet account (a user without a username is sent to step 2). */
export function OnboardingPage() {
  return <OnboardingFlow role="kadet" />;
}
