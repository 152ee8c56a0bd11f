import { EARLY_TAPS_GLOBAL } from '@lakbay/contracts';
import { useSyncExternalStore } from 'react';

declare global {
  interface Window {
    /** Set by the page's early-taps script (libs/contracts early-taps.ts): stops keeping taps, returns the controls tapped. */
    [EARLY_TAPS_GLOBAL]?: () => Element[];
  }
}

const never = () => () => undefined;

/**
 * False while a server render draws and while the browser hydrates its page, true after (and
 * always in a page the browser draws itself). For parts that depend on what only the device
 * knows and that a server render leaves out, such as the cookie bar of a visitor who already
 * answered: drawn after hydration, they do not differ from the server's HTML.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** The fields whose text a visitor may type into a server-drawn page before the app takes it over. */
const TEXT_FIELDS = 'input:not([type]), input[type="text"], input[type="search"], textarea';

/**
 * Gives the app the text typed into a server-drawn page before it was hydrated (call once, just
 * after): React takes such a field over with its text but never saw it typed, so the app's state
 * still holds the server's value (a filter would ignore what a student on a slow phone typed, and a
 * later render would wipe it). Each such field (its text differs from the value React gave it,
 * `defaultValue`) is typed into again the way React notices: its value set back to the app's through
 * React's own setter, then the typed text through the browser's and an input event. Fields the
 * browser drew, or typed into since, hold the app's value already and are left alone.
 */
export function handTypedTextToApp(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value === field.defaultValue) {
      continue;
    }
    const text = field.value;
    const focused = field.ownerDocument.activeElement === field;
    const { selectionStart, selectionEnd } = field;
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused && selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }
}

/** How long a tap kept on a control the app drew again waits for that control's new one to appear. */
export const REPLACEMENT_WAIT_MS = 3000;

/**
 * What a control is known by: its kind (tag, role, type, name, value) and label (aria-label, else
 * its text, or for an input the label around it: a detached input has no `labels` any more in
 * Chromium), spaces collapsed. Undefined without a label (an icon without a name): nothing to know it again by.
 */
function identityOf(control: Element): string | undefined {
  const text =
    control.getAttribute('aria-label') ?? (control instanceof HTMLInputElement ? control.closest('label') : control)?.textContent;
  const label = text?.replace(/\s+/g, ' ').trim();
  if (!label) {
    return undefined;
  }
  const kind = ['role', 'type', 'name', 'value'].map((attribute) => control.getAttribute(attribute) ?? '');
  return [control.tagName, ...kind, label].join('|');
}

/** The one connected control of the same kind and label as `gone`, or undefined (none, or several: which one is not known). */
function replacementOf(gone: Element, identity: string): HTMLElement | undefined {
  const same = [...gone.ownerDocument.querySelectorAll<HTMLElement>(gone.tagName)].filter((c) => identityOf(c) === identity);
  return same.length === 1 ? same[0] : undefined;
}

/** Resolves with the control the app drew in place of `gone` once the page has it, or undefined after `waitMs` or once `stop` aborts. */
function whenReplaced(gone: Element, waitMs: number, stop: AbortSignal): Promise<HTMLElement | undefined> {
  const identity = identityOf(gone);
  const found = identity === undefined ? undefined : replacementOf(gone, identity);
  if (identity === undefined || found || waitMs <= 0 || stop.aborted) {
    return Promise.resolve(found);
  }
  return new Promise((resolve) => {
    // A new control, or a label's text put in one (a skeleton's button given its words).
    const observer = new MutationObserver(() => {
      const now = replacementOf(gone, identity);
      if (now) {
        finish(now);
      }
    });
    const timer = setTimeout(() => finish(undefined), waitMs);
    const aborted = () => finish(undefined);
    stop.addEventListener('abort', aborted);
    function finish(control: HTMLElement | undefined) {
      observer.disconnect();
      clearTimeout(timer);
      stop.removeEventListener('abort', aborted);
      resolve(control);
    }
    observer.observe(gone.ownerDocument, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Does the taps a visitor made on a server-drawn page before the app took it over (call once,
 * just after hydration): the page's early-taps script (libs/contracts early-taps.ts) kept them
 * from falling through to a page whose buttons did nothing yet. It stops keeping taps, and each
 * tapped control is clicked again, in the order tapped, now with the app's handlers. A control the
 * app has drawn again (a page with dates, drawn again in the phone's time zone) is known again by
 * its kind and label: the page's one control of the same kind and label is clicked, once it is
 * there (within `waitMs`). None, several, or another label, and the tap is dropped, as it is once
 * the visitor taps anything with the app. Without the script (a page the browser drew itself),
 * nothing happens.
 */
export async function replayEarlyTaps(waitMs = REPLACEMENT_WAIT_MS): Promise<void> {
  const taken = window[EARLY_TAPS_GLOBAL];
  if (typeof taken !== 'function') {
    return;
  }
  const controls = taken();
  if (controls.length === 0) {
    return;
  }
  // A tap the visitor makes from now on is the app's: a kept tap still waiting is not done after it.
  const visitorTapped = new AbortController();
  let replaying = false;
  const onClick = () => {
    if (!replaying) {
      visitorTapped.abort();
    }
  };
  document.addEventListener('click', onClick, true);
  const until = performance.now() + waitMs;
  try {
    for (const control of controls) {
      const target = control.isConnected ? control : await whenReplaced(control, until - performance.now(), visitorTapped.signal);
      if (visitorTapped.signal.aborted) {
        return;
      }
      if (target instanceof HTMLElement) {
        replaying = true;
        try {
          target.click();
        } finally {
          replaying = false;
        }
      }
    }
  } finally {
    document.removeEventListener('click', onClick, true);
  }
}

/** The comments a server render writes before a Suspense (or Activity) boundary's HTML (react-dom's markers). */
const BOUNDARY_STARTS = new Set(['$', '$?', '$~', '$!', '&']);
const BOUNDARY_ENDS = new Set(['/$', '/&']);

/** Whether React has this element: hydrated it or made it (its fiber is on it). */
function isReacts(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Whether a part of the page the server drew is still only the server's HTML: a Suspense boundary
 * React hydrates after the rest (its code loads, or it simply comes later: React hydrates the
 * page's shell first, then each boundary on its own), or draws again in the browser. Until then its
 * buttons do nothing, and once hydrated it shows the visitor's view the server drew for a moment
 * more, then the device's (a session): a Kadet's event page drew the visitor's Register button,
 * whose tap opened the login modal, and then replaced it.
 */
export function serverBoundaryLeft(root: Node): boolean {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let marker = walker.nextNode(); marker; marker = walker.nextNode()) {
    if (!BOUNDARY_STARTS.has((marker as Comment).data)) {
      continue;
    }
    for (let node = marker.nextSibling; node; node = node.nextSibling) {
      if (node.nodeType === Node.COMMENT_NODE && BOUNDARY_ENDS.has((node as Comment).data)) {
        break;
      }
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (!isReacts(node as Element)) {
          return true;
        }
        break;
      }
    }
  }
  return false;
}

const nextFrame = (callback: () => void) =>
  typeof requestAnimationFrame === 'function' && !document.hidden ? requestAnimationFrame(callback) : setTimeout(callback, 50);

/**
 * Resolves once React has every part of a server-drawn page (serverBoundaryLeft), and the device's
 * state has been applied to the parts it hydrated last: two frames after the last one (React
 * applies it in an update right after each part's hydration). A page with no such part left
 * resolves at once. After `timeoutMs` it resolves whatever is left (a part whose code never came).
 */
export function whenPageIsReacts(root: Node, timeoutMs = 10_000): Promise<void> {
  if (!serverBoundaryLeft(root)) {
    return Promise.resolve();
  }
  const until = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    let framesSince = 0;
    const check = () => {
      framesSince = serverBoundaryLeft(root) ? 0 : framesSince + 1;
      if (framesSince >= 2 || performance.now() > until) {
        resolve();
      } else {
        nextFrame(check);
      }
    };
    nextFrame(check);
  });
}
