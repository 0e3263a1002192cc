import { HomeOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function AdminPage() {
  return (
    <Page
      title="Admin Dashboard"
      subtitle="Manage users, cuisines and recipes."
      actions={
        <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
          Back to Site
        </ButtonLink>
      }
    >
      <ComingSoon>User, cuisine and recipe management and CSV import are arriving soon.</ComingSoon>
    </Page>
  );
}
