import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function CreateRecipePage() {
  return (
    <Page
      title="Share Your Recipe"
      subtitle="Share a favourite vegan dish with the community."
      narrow
    >
      <ComingSoon>The recipe form is arriving soon.</ComingSoon>
    </Page>
  );
}
