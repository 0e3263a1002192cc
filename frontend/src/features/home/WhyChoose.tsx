import type { ReactNode } from 'react';
import { OrderedListOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@plantry/shared';
import { LeafMark } from '../../shared/ui/LeafMark';
import { HomeSection } from './HomeSections';
import './WhyChoose.css';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** The landing page's promises (SPEC.md section 1, 'Marketing claims'). */
const features: Feature[] = [
  {
    icon: <LeafMark size={28} />,
    title: '100% Vegan',
    text: 'Every recipe is entirely plant-based: no meat, fish, dairy, eggs or honey, ever.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Community Driven',
    text: 'Recipes come from home cooks like you, shared from real kitchens and everyday meals.',
  },
  {
    icon: <StarOutlined />,
    title: 'Rated & Reviewed',
    text: 'Star ratings and honest reviews show you which dishes other cooks loved.',
  },
  {
    icon: <OrderedListOutlined />,
    title: 'Easy to Follow',
    text: 'Step-by-step instructions and prep times help you plan and cook with confidence.',
  },
];

export function WhyChoose() {
  return (
    <HomeSection title={`Why Choose ${PRODUCT_NAME}`}>
      <ul className="why-choose">
        {features.map((feature) => (
          <li key={feature.title} className="why-choose__card">
            <span className="why-choose__icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className="why-choose__title">{feature.title}</h3>
            <p className="why-choose__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
