import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { NotificationsProvider } from '../shared/notifications/notifications';
import { RecipeCardParts } from './RecipeCardParts';
import { phoneTheme, PHONE_QUERY, theme } from '../shared/theme';
import { useMediaQuery } from '../shared/useMediaQuery';
import { activeAntdLocale } from '../i18n/messages';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Provider store={store}>
      <ConfigProvider theme={phone ? phoneTheme : theme} locale={activeAntdLocale()}>
        <NotificationsProvider>
          <RecipeCardParts>{children}</RecipeCardParts>
        </NotificationsProvider>
      </ConfigProvider>
    </Provider>
  );
}
