/**
 * What the server render under way used of what a browser may draw differently: the reader's zone
 * (a date or time drawn in it, or the viewer's zone asked for) and Intl's formats (a date or a
 * number in the reader's language). entry-server.tsx watches each render and tells the browser
 * (ServerRenderData's zoneShown and formats): main.tsx hydrates a page that used neither at once,
 * one drawn in another zone than the browser's it draws again, and one with formats waits for its
 * locale data first.
 */
export interface RenderUse {
  zoneShown: boolean;
  formats: boolean;
}

const used: RenderUse = { zoneShown: false, formats: false };

/** Starts watching a render: nothing used yet. */
export function watchRender(): void {
  used.zoneShown = false;
  used.formats = false;
}

/** Notes that the render under way used `what` (lib/time-zone.ts, lib/format.ts). */
export function noteRenderUse(what: keyof RenderUse): void {
  used[what] = true;
}

/** What the render under way has used since watchRender(). */
export const renderUse = (): RenderUse => ({ ...used });
