// The es/ build: redux-persist's lib/ path renders a blank page under Vite 8 (toolchain.md).
import storage from 'redux-persist/es/storage';

/** Browser local storage behind redux-persist's async Storage interface. */
export const persistStorage = storage;
