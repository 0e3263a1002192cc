import { BackLink } from '../../shared/ui/BackLink';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function AdvancedSearchPage() {
  return (
    <Page
      title="Advanced Search"
      subtitle="Find recipes by ingredient, title, cuisine and rating."
      before={<BackLink to="/browse">Back to Browse</BackLink>}
    >
      <ComingSoon>Detailed search filters are arriving soon.</ComingSoon>
    </Page>
  );
}
