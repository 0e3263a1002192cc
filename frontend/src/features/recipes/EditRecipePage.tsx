import { BackLink } from '../../shared/ui/BackLink';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function EditRecipePage() {
  return (
    <Page title="Edit Recipe" before={<BackLink to="/my-recipes">Back to My Recipes</BackLink>} narrow>
      <ComingSoon>Editing your recipes is arriving soon.</ComingSoon>
    </Page>
  );
}
