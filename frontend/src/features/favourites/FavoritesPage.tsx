import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function FavoritesPage() {
  return (
    <Page title="My Favorites" subtitle="The recipes you saved to cook again.">
      <ComingSoon>Saving recipes with the heart button is arriving soon.</ComingSoon>
    </Page>
  );
}
