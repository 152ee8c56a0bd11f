import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from '@lakbay/contracts';
import { act, lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { handTypedTextToApp, replayEarlyTaps, serverBoundaryLeft, whenPageIsReacts } from './hydration';

beforeAll(() => {
  // React's act() outside Testing Library: tell React this environment awaits it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

// A test's early-taps script (the page's) leaves its hand-over function: the next page has its own.
afterEach(() => {
  delete window[EARLY_TAPS_GLOBAL];
});

/**
 * A page's HTML as the server drew it, on the document (`earlyTaps`: with the early-taps script its
 * head runs first; jsdom runs no inline script of its own, so it is run here).
 */
function serverDrawn(html: string, { earlyTaps = false } = {}): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  if (earlyTaps) {
    runEarlyTapsScript();
  }
  return container;
}

/** A filter as the pages have them: a controlled field whose text the app keeps in its state. */
function Filter({ seen }: { seen: string[] }) {
  const [text, setText] = useState('');
  return (
    <label>
      Location
      <input
        value={text}
        onChange={(event) => {
          seen.push(event.target.value);
          setText(event.target.value);
        }}
      />
      <output>{text}</output>
    </label>
  );
}

/** A server-drawn filter, typed into before hydration, then hydrated. */
async function hydratedAfterTyping(typed: string, seen: string[]) {
  // What the server draws for it (react-dom/server's renderToString: it needs MessageChannel, which jsdom lacks).
  const container = serverDrawn('<label>Location<input value=""/><output></output></label>');
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = typed;
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Filter seen={seen} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  // Hydrated in place: no mismatch made React draw it again.
  expect(recoverable).toEqual([]);
  expect(container.querySelector('input')).toBe(field);
  return { container, field };
}

describe('handTypedTextToApp', () => {
  it('gives the app the text typed into a server-drawn field before hydration', async () => {
    const seen: string[] = [];
    const { container, field } = await hydratedAfterTyping('Cebu', seen);
    // Hydrated, the app has not seen it: its state is still the server's.
    expect(seen).toEqual([]);
    expect(container.querySelector('output')?.textContent).toBe('');
    await act(async () => handTypedTextToApp(container));
    expect(seen).toEqual(['Cebu']);
    expect(container.querySelector('output')?.textContent).toBe('Cebu');
    expect(field.value).toBe('Cebu');
    container.remove();
  });

  it('leaves a field alone that holds what the app holds', async () => {
    const seen: string[] = [];
    const { container } = await hydratedAfterTyping('', seen);
    await act(async () => handTypedTextToApp(container));
    expect(seen).toEqual([]);
    container.remove();
  });
});

/** An event's Register button and a filter's checkbox, as a page has them: their handlers are the app's. */
function Controls({ registered, shown }: { registered: string[]; shown: boolean[] }) {
  const [onlyOnline, setOnlyOnline] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => registered.push('career-talk')}>
        Register
      </button>
      <label>
        <input
          type="checkbox"
          checked={onlyOnline}
          onChange={(event) => {
            shown.push(event.target.checked);
            setOnlyOnline(event.target.checked);
          }}
        />
        Online only
      </label>
      <a href="#faqs">FAQs</a>
    </div>
  );
}

/**
 * Runs the early-taps script as the page's head does (jsdom runs no inline script of its own).
 * The text is the one the BFF writes into pages, a constant of ours, not input.
 */
function runEarlyTapsScript(): void {
  // oxlint-disable-next-line no-implied-eval
  new Function(EARLY_TAPS_SCRIPT)();
}

describe('replayEarlyTaps', () => {
  it("does the taps made on a server-drawn page before the app had it, once each, with the app's handlers", async () => {
    // The page's head runs the script before anything can be tapped.
    const container = serverDrawn(
      '<div><button type="button">Register</button><label><input type="checkbox"/>Online only</label><a href="#faqs">FAQs</a></div>',
      { earlyTaps: true },
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    const checkbox = container.querySelector('input') as HTMLInputElement;
    const link = container.querySelector('a') as HTMLAnchorElement;
    const tap = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // An impatient double tap on Register, a tap on the checkbox: kept, not done, shown as busy.
    expect(tap(button)).toBe(false);
    expect(tap(button)).toBe(false);
    expect(tap(checkbox)).toBe(false);
    expect(checkbox.checked).toBe(false);
    expect(button.hasAttribute('data-early-tap')).toBe(true);
    // A link works without the app: left alone.
    expect(tap(link)).toBe(true);
    expect(link.hasAttribute('data-early-tap')).toBe(false);

    const registered: string[] = [];
    const shown: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Controls registered={registered} shown={shown} />);
    });
    // Hydrated, the kept taps have not reached the app yet, nor does another tap on Register made
    // meanwhile (a student tapping again because nothing seemed to happen: kept once).
    expect(registered).toEqual([]);
    expect(tap(button)).toBe(false);
    expect(registered).toEqual([]);

    await act(async () => replayEarlyTaps());
    expect(registered).toEqual(['career-talk']);
    expect(shown).toEqual([true]);
    expect(checkbox.checked).toBe(true);
    expect(container.querySelectorAll('[data-early-tap]')).toHaveLength(0);
    // From now on a tap is the app's at once.
    await act(async () => {
      tap(button);
    });
    expect(registered).toEqual(['career-talk', 'career-talk']);
    container.remove();
  });

  it('clicks nothing on a page without the script (a page the browser drew itself)', async () => {
    const container = serverDrawn('<button type="button">Register</button>');
    const clicked: string[] = [];
    container.querySelector('button')?.addEventListener('click', () => clicked.push('Register'));
    await replayEarlyTaps();
    expect(clicked).toEqual([]);
    container.remove();
  });

  /** A server-drawn page with `html`, whose tapped control the app then draws again as `replacement` (after `laterMs`). */
  function tapThenReplace(html: string, replacement: string, laterMs: number, waitMs = 1000) {
    const container = serverDrawn(html, { earlyTaps: true });
    const old = container.querySelector('button') as HTMLButtonElement;
    const clicked: string[] = [];
    old.addEventListener('click', () => clicked.push('old'));
    old.click();
    // The app takes the page over: the tapped control is gone, its new one comes later (a page
    // drawn again once its data is there).
    const section = old.parentElement as HTMLElement;
    section.innerHTML = '<span>Loading</span>';
    setTimeout(() => {
      section.innerHTML = replacement;
      for (const [n, button] of [...section.querySelectorAll('button')].entries()) {
        button.addEventListener('click', () => clicked.push(`new ${n}: ${(button.textContent ?? '').trim()}`));
      }
    }, laterMs);
    const replayed = replayEarlyTaps(waitMs);
    return { container, clicked, replayed };
  }

  it('does a tap kept on a control the app drew again on its new one: same kind, same label, the only one', async () => {
    const { container, clicked, replayed } = tapThenReplace(
      '<section><button type="button">Register</button></section>',
      '<p>Seats left: 3</p><button type="button"> Register </button>',
      50,
    );
    await replayed;
    expect(clicked).toEqual(['new 0: Register']);
    container.remove();
  });

  it.each([
    ['another label', '<button type="button">Cancel registration</button>', 50],
    ['two of the same label', '<button type="button">Register</button><button type="button">Register</button>', 50],
    ['nothing in time', '<button type="button">Register</button>', 400],
  ])('drops a tap kept on a control the app drew again when its new one has %s', async (_what, replacement, laterMs) => {
    const { container, clicked, replayed } = tapThenReplace(
      '<section><button type="button">Register</button></section>',
      replacement,
      laterMs,
      200,
    );
    await replayed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clicked).toEqual([]);
    container.remove();
  });

  it('drops a kept tap still waiting for its control once the visitor taps with the app', async () => {
    const { container, clicked, replayed } = tapThenReplace(
      '<section><button type="button">Register</button></section>',
      '<button type="button">Register</button>',
      150,
    );
    // A tap of the visitor's, now handled by the app.
    container.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await replayed;
    expect(clicked).toEqual([]);
    container.remove();
  });
});

/** A search box as the header has it: a controlled field and a submit button whose form searches the app's text. */
function Search({ searched }: { searched: string[] }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        searched.push(text);
      }}
    >
      <input type="search" aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

describe('text typed and a tap made before the app had the page', () => {
  it('searches for the typed text: the text reaches the app before the tap is done', async () => {
    const container = serverDrawn(
      '<form role="search"><input type="search" aria-label="Search" value=""/><button type="submit">Search</button></form>',
      { earlyTaps: true },
    );
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'nurse';
    // Enter in the field: the browser clicks the form's submit button.
    (container.querySelector('button') as HTMLButtonElement).click();
    const searched: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Search searched={searched} />);
    });
    expect(searched).toEqual([]);
    // As the app does once it has the page (providers.tsx AppReadyMark): the text, then the taps.
    // React draws the text into its state before it handles the replayed click.
    await act(async () => {
      handTypedTextToApp(container);
      await replayEarlyTaps();
    });
    expect(searched).toEqual(['nurse']);
    container.remove();
  });
});

describe('whenPageIsReacts', () => {
  it('waits for a part of the page hydrated after the rest (a Suspense boundary whose code comes later)', async () => {
    // The server's HTML: the shell, then the registration panel in a boundary of its own.
    const container = serverDrawn(
      '<main><button type="button">Menu</button><!--$--><section><button type="button">Register</button></section><!--/$--></main>',
    );
    let panelCode: (panel: { default: () => React.JSX.Element }) => void = () => undefined;
    const Panel = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (panelCode = resolve)));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <button type="button">Menu</button>
          <Suspense fallback={<p>Loading</p>}>
            <Panel />
          </Suspense>
        </main>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    // The shell is the app's; the panel is still only the server's HTML.
    expect(serverBoundaryLeft(container)).toBe(true);
    let ready = false;
    const waiting = whenPageIsReacts(container).then(() => (ready = true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(ready).toBe(false);

    await act(async () =>
      panelCode({
        default: () => (
          <section>
            <button type="button">Register</button>
          </section>
        ),
      }),
    );
    // Hydrated in place, not drawn again.
    expect(recoverable).toEqual([]);
    expect(serverBoundaryLeft(container)).toBe(false);
    await waiting;
    expect(ready).toBe(true);
    container.remove();
  });

  it('resolves at once for a page the browser drew, and after its time limit for a part that never comes', async () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = '<main><button type="button">Menu</button></main>';
    expect(serverBoundaryLeft(drawn)).toBe(false);
    await whenPageIsReacts(drawn);

    const stuck = document.createElement('div');
    stuck.innerHTML = '<main><!--$!--><section>Loading</section><!--/$--></main>';
    expect(serverBoundaryLeft(stuck)).toBe(true);
    const started = performance.now();
    await whenPageIsReacts(stuck, 200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });
});
