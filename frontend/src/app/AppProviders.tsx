import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { NotificationsProvider } from './notifications';
import { theme } from './theme';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </ConfigProvider>
    </Provider>
  );
}
