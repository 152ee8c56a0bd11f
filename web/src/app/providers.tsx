import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoader } from '@/components/page-loader';
import type { AppStore } from './store';
import { antdTheme, buttonConfig } from './theme';

export interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Store, persisted-state gate, antd theme and antd's App context (for message/notification). */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      {/* Rendering before rehydration would flash the logged-out UI for a logged-in user. */}
      <PersistGate loading={<PageLoader fullScreen />} persistor={persistor}>
        <ConfigProvider theme={antdTheme} button={buttonConfig}>
          <AntApp message={{ maxCount: 3 }}>{children}</AntApp>
        </ConfigProvider>
      </PersistGate>
    </Provider>
  );
}
