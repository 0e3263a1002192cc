import { SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { Hero } from './Hero';
import { RecipeShowcase } from './HomeSections';
import { WhyChoose } from './WhyChoose';

export function VisitorHomePage() {
  usePageTitle();
  return (
    <div className="home-page">
      <Hero
        title={t`Discover Amazing Vegan Recipes`}
        subtitle={t`Find, cook and share plant-based dishes from a community of home cooks, with ratings and reviews to help you choose.`}
        actions={
          <>
            <ButtonLink to="/auth" type="primary" size="large" icon={<TeamOutlined aria-hidden />}>
              {t`Join Community`}
            </ButtonLink>
            <ButtonLink to="/browse" size="large" ghost icon={<SearchOutlined aria-hidden />}>
              {t`Browse Recipes`}
            </ButtonLink>
          </>
        }
      />
      <RecipeShowcase />
      <WhyChoose />
    </div>
  );
}
