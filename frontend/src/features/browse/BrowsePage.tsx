import { FilterOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function BrowsePage() {
  return (
    <Page
      title="Browse Recipes"
      subtitle="Every approved recipe from the community, in one place."
      actions={
        <ButtonLink to="/advanced-search" icon={<FilterOutlined aria-hidden />}>
          Advanced Search
        </ButtonLink>
      }
    >
      <ComingSoon>Searching, filtering by cuisine and sorting recipes are arriving soon.</ComingSoon>
    </Page>
  );
}
