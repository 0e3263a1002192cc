import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { NotificationsProvider } from '../shared/notifications/notifications';
import { RecipeCardParts } from './RecipeCardParts';
import { theme } from '../shared/theme';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <NotificationsProvider>
          <RecipeCardParts>{children}</RecipeCardParts>
        </NotificationsProvider>
      </ConfigProvider>
    </Provider>
  );
}
