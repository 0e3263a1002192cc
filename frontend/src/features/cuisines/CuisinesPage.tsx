import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function CuisinesPage() {
  return (
    <Page title="Cuisines" subtitle="Explore vegan cooking from around the world.">
      <ComingSoon>Browsing recipes by cuisine is arriving soon.</ComingSoon>
    </Page>
  );
}
