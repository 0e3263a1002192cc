import { BackLink } from '../../shared/ui/BackLink';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function RecipePage() {
  return (
    <Page title="Recipe" before={<BackLink to="/">Back to Home</BackLink>}>
      <ComingSoon>Full recipes with ingredients, steps and reviews are arriving soon.</ComingSoon>
    </Page>
  );
}
