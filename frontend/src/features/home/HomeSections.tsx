import type { ReactNode } from 'react';
import { ClockCircleOutlined, GlobalOutlined, StarOutlined } from '@ant-design/icons';
import { EmptyState } from '../../shared/ui/EmptyState';
import './HomeSections.css';

interface HomeSectionProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

export function HomeSection({ title, subtitle, children }: HomeSectionProps) {
  return (
    <section className="home-section">
      <div className="home-section__header">
        <h2 className="home-section__title">{title}</h2>
        {subtitle && <p className="home-section__subtitle">{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}

/** The three carousels of both home pages; the recipe catalogue fills them in. */
export function RecipeShowcase() {
  return (
    <>
      <HomeSection title="Featured Recipes" subtitle="Hand-picked favourites from the community.">
        <EmptyState
          icon={<StarOutlined />}
          title="Featured recipes are on their way"
          description="The community's best-loved dishes will be showcased here very soon."
        />
      </HomeSection>
      <HomeSection title="Latest Recipes" subtitle="Fresh from our home cooks' kitchens.">
        <EmptyState
          icon={<ClockCircleOutlined />}
          title="New recipes are on their way"
          description="The newest recipes shared on Plantry will appear here very soon."
        />
      </HomeSection>
      <HomeSection title="Popular Cuisines" subtitle="Explore plant-based cooking from around the world.">
        <EmptyState
          icon={<GlobalOutlined />}
          title="Cuisines are on their way"
          description="Mediterranean, Asian, Mexican, Indian and more: browsing by cuisine arrives very soon."
        />
      </HomeSection>
    </>
  );
}
