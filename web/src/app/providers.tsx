import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LanguageSync } from '@/components/language-sync';
import { PageLoader } from '@/components/page-loader';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Store and persisted-state gate. antd's theme is not here: see components/antd/antd-provider.tsx. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      {/* Rendering before rehydration would flash the logged-out UI for a logged-in user. */}
      <PersistGate loading={<PageLoader fullScreen />} persistor={persistor}>
        <LanguageSync />
        {children}
      </PersistGate>
    </Provider>
  );
}
