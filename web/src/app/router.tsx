import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { registerNavigator } from '@/lib/navigation';
import { GuestOnlyRoute } from './guards/guest-only-route';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './route-error-boundary';

function FirstLoadFallback() {
  return <PageLoader fullScreen />;
}

/**
 * The routes of spec section 2 built so far. Every page is its own chunk (route.lazy): the
 * router fetches it before switching, so the old page stays up meanwhile (NavigationProgress).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown until the first page's chunk has arrived.
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/home/pages/home-page')).HomePage }),
      },
      {
        Component: GuestOnlyRoute,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
          },
        ],
      },
      {
        path: 'logout',
        lazy: async () => ({ Component: (await import('@/features/auth/pages/logout-page')).LogoutPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

/** The browser router, also registered for code outside React that must navigate (API 401s). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
