import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { onboardingStepPath, PATHS } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';

/** The onboarding step where a username is chosen (spec section 2). */
export const USERNAME_STEP = 2;

/**
 * Where a user must go before anything else, or null. Spec section 2: a logged-in user with no
 * username is sent to /onboarding-coach/steps/2 (coach) or /onboarding/steps/2 (Kadet), except on
 * /logout. We also leave /error alone (it must always show) and the user's own onboarding steps,
 * which own the flow from there.
 */
export function onboardingRedirect(user: { username: string | null; isCoach: boolean } | null, pathname: string): string | null {
  if (!user || user.username) {
    return null;
  }
  const section = user.isCoach ? PATHS.onboardingCoach : PATHS.onboarding;
  if (pathname === PATHS.logout || pathname === PATHS.error || pathname.startsWith(`${section}/steps/`)) {
    return null;
  }
  return onboardingStepPath(user.isCoach, USERNAME_STEP);
}

/** Layout route around every page: applies onboardingRedirect. */
export function OnboardingGate() {
  const user = useAppSelector(selectLoggedUser);
  const { pathname } = useLocation();
  const target = onboardingRedirect(user, pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
