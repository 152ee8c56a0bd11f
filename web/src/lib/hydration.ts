import { useSyncExternalStore } from 'react';

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
