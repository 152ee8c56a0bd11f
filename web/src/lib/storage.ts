// The es/ build: redux-persist's lib/ path renders a blank page under Vite 8 (toolchain.md).
import createWebStorage from 'redux-persist/es/storage/createWebStorage';

let local: ReturnType<typeof createWebStorage> | undefined;
/** Made on first use: redux-persist's check of local storage is the page's first access to it, which reads the site's stored data. */
const web = () => (local ??= createWebStorage('local'));

/**
 * Browser local storage behind redux-persist's async Storage interface, reached on first use: not
 * while the shell is evaluated (one long task already on a slow phone; issue 30), but when the
 * store is made, in a task of its own (main.tsx).
 */
export const persistStorage = {
  getItem: (key: string): Promise<string | null> => web().getItem(key),
  setItem: (key: string, item: string): Promise<void> => web().setItem(key, item),
  removeItem: (key: string): Promise<void> => web().removeItem(key),
};
