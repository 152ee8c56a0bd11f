// The public pages' server render (issue 30): built by `vite build --ssr` into web/dist-ssr and
// imported once by the BFF (services/bff/src/http/page-render.ts). The same route table, loaders
// and page components as the browser's (app/router.tsx); the page's reads go to the BFF's own API
// in-process (the caller the BFF hands to configureServerRender).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { serverDispatch } from '@/app/prefetch';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { createAnalytics } from '@/lib/analytics';
import { api } from '@/lib/api/api';
import { type RenderUse, renderUse, watchRender } from '@/lib/render-use';
import { setShownTimeZone } from '@/lib/time-zone';
import { setServerFetch } from '@/lib/api/session-base-query';
import { i18n, loadRegisteredNamespaces, type Locale } from '@/lib/i18n';
import { languageChosen } from '@/lib/state';

/** What a server render embeds for the browser (main.tsx reads it back). */
export interface ServerRenderData {
  /** The interface language it was rendered in: the browser hydrates in it, then switches to the reader's. */
  locale: Locale;
  /** The time zone its dates are shown in (an IANA name): the browser hydrates only in the same one, */
  timeZone: string;
  /** unless the page drew no date or time (nor asked for the viewer's zone): then in any zone. */
  zoneShown: boolean;
  /**
   * Whether the page formatted a date, time, number or price (lib/format.ts): the browser waits for
   * its locale data (lib/intl-warmup.ts, idle) before hydrating such a page, not one without.
   */
  formats: boolean;
  /**
   * The store's state the page was rendered with: the browser hydrates with it, and its queries
   * find their answers in its `api` part.
   */
  state: Record<string, unknown>;
  /** The router's loader data (createBrowserRouter's hydrationData). */
  hydrationData: { loaderData: Record<string, unknown> };
  /**
   * The ids of the routes the page matched, outermost first, as the router names them (app/router.tsx
   * routesWithIds): the browser loads their modules without matching the address against the whole
   * route table once more before the router does (issue 30).
   */
  routeIds: string[];
  /**
   * The API addresses (path and query) whose answers `state` holds: the browser's service worker
   * keeps them as it keeps the answers a page fetched (main.tsx, lib/offline/register-sw.ts).
   */
  reads: string[];
}

export interface ServerRender {
  /** The page's HTML, to put inside <div id="root">. */
  html: string;
  data: ServerRenderData;
}

const handler = createStaticHandler(appRoutes);

// Analytics never runs on the server.
const noAnalytics = createAnalytics(() => new Promise<never>(() => undefined));

/** The BFF's in-process caller of its own API: a Request in, its Response out. */
export function configureServerRender(fetchApi: (request: Request) => Promise<Response>): void {
  setServerFetch(fetchApi);
}

/**
 * The interface's words live in one i18next instance: the language switch and the synchronous
 * render that reads it happen one request at a time (a render takes milliseconds; the reads,
 * which take longer, run before and in parallel).
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work, work);
  turn = result.catch(() => undefined);
  return result;
}

/**
 * Renders the page at `url` (path and query) in `locale`, its dates in `timeZone`, for a visitor
 * who is not logged in.
 * undefined when the address is not a page to render here: a redirect, an error the router caught,
 * or not a 200.
 */
export async function renderPage(url: string, locale: Locale, timeZone: string): Promise<ServerRender | undefined> {
  const reads: string[] = [];
  const { store, persistor } = makeStore({ analytics: noAnalytics, server: { serverReads: reads } });
  store.dispatch(languageChosen(locale));
  const requestContext = new RouterContextProvider();
  requestContext.set(serverDispatch, store.dispatch);
  const context = await handler.query(new Request(new URL(url, 'http://lakbay.ssr')), { requestContext });
  if (context instanceof Response || context.errors || context.statusCode !== 200) {
    return undefined;
  }
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  return inTurn(async () => {
    await i18n.changeLanguage(locale);
    await loadRegisteredNamespaces();
    const router = createStaticRouter(handler.dataRoutes, context);
    setShownTimeZone(timeZone);
    watchRender();
    let html: string;
    let used: RenderUse;
    try {
      html = renderToString(
        <StrictMode>
          <AppProviders store={store} persistor={persistor}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
    } finally {
      used = renderUse();
      setShownTimeZone(undefined);
    }
    return {
      html,
      data: {
        locale,
        timeZone,
        zoneShown: used.zoneShown,
        formats: used.formats,
        state: store.getState(),
        hydrationData: { loaderData: context.loaderData },
        routeIds: context.matches.map((match) => match.route.id),
        reads: [...new Set(reads)],
      },
    };
  });
}
