/**
 * Taps on a server-drawn page before the app has taken it over. The page's HTML is on screen well
 * before its code (a slow phone: seconds), and a tap on one of its buttons then did nothing: the
 * button's handler is the app's. The BFF writes EARLY_TAPS_SCRIPT into every server-drawn page, as
 * the first script of its head (services/bff/src/http/early-taps.ts; the Content-Security-Policy
 * allows it by its hash). It keeps each tap on a control that needs the app (a button, a checkbox,
 * a tab...) instead of letting it fall through, marks the control EARLY_TAP_ATTRIBUTE (styled as
 * busy), and hands the taps to the app once it has hydrated the page: web/src/lib/hydration.ts
 * replayEarlyTaps calls `window[EARLY_TAPS_GLOBAL]()`, which stops keeping them and returns the
 * controls, each then clicked again. Links are left alone: they work without the app.
 */
export const EARLY_TAPS_GLOBAL = 'lakbayEarlyTaps';
/** The attribute a kept tap's control wears until the app has it (web styles it). */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** The controls whose taps are kept: those that do nothing without the app. */
export const EARLY_TAP_CONTROLS =
  'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],[role="checkbox"],[role="radio"],input[type="checkbox"],input[type="radio"]';

/**
 * The script itself, written as old phones' browsers run it (no arrow functions or let): one
 * capturing click listener on the document, ahead of any the app adds. Each control's taps are
 * kept once: a student tapping again because nothing seemed to happen did not ask twice.
 */
export const EARLY_TAPS_SCRIPT = [
  '(function(){',
  'var taps=[];',
  `var controls=${JSON.stringify(EARLY_TAP_CONTROLS)};`,
  'function keep(event){',
  'var target=event.target;',
  'var control=target&&target.closest?target.closest(controls):null;',
  'if(!control||control.disabled)return;',
  'event.preventDefault();',
  'event.stopImmediatePropagation();',
  'if(taps.indexOf(control)<0)taps.push(control);',
  `control.setAttribute(${JSON.stringify(EARLY_TAP_ATTRIBUTE)},"");`,
  '}',
  "document.addEventListener('click',keep,true);",
  `window[${JSON.stringify(EARLY_TAPS_GLOBAL)}]=function(){`,
  "document.removeEventListener('click',keep,true);",
  `for(var i=0;i<taps.length;i++)taps[i].removeAttribute(${JSON.stringify(EARLY_TAP_ATTRIBUTE)});`,
  'var kept=taps;taps=[];return kept;',
  '};',
  '})();',
].join('');
