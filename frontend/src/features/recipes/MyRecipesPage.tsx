import { PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function MyRecipesPage() {
  return (
    <Page
      title="My Recipes"
      subtitle="Manage your published recipes"
      actions={
        <ButtonLink to="/create" type="primary" icon={<PlusOutlined aria-hidden />}>
          Create New Recipe
        </ButtonLink>
      }
    >
      <ComingSoon>Your recipe list, with views and editing, is arriving soon.</ComingSoon>
    </Page>
  );
}
