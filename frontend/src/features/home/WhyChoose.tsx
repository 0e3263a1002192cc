import type { ReactNode } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { OrderedListOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@plantry/shared';
import { LeafMark } from '../../shared/ui/LeafMark';
import { HomeSection } from './HomeSections';
import './WhyChoose.css';

interface Feature {
  icon: ReactNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The landing page's promises (SPEC.md section 1, 'Marketing claims'). */
const features: Feature[] = [
  {
    icon: <LeafMark size={28} />,
    title: msg`100% Vegan`,
    text: msg`Every recipe is entirely plant-based: no meat, fish, dairy, eggs or honey, ever.`,
  },
  {
    icon: <TeamOutlined />,
    title: msg`Community Driven`,
    text: msg`Recipes come from home cooks like you, shared from real kitchens and everyday meals.`,
  },
  {
    icon: <StarOutlined />,
    title: msg`Rated & Reviewed`,
    text: msg`Star ratings and honest reviews show you which dishes other cooks loved.`,
  },
  {
    icon: <OrderedListOutlined />,
    title: msg`Easy to Follow`,
    text: msg`Step-by-step instructions and prep times help you plan and cook with confidence.`,
  },
];

export function WhyChoose() {
  return (
    <HomeSection title={t`Why Choose ${PRODUCT_NAME}`}>
      <ul className="why-choose">
        {features.map((feature) => (
          <li key={feature.title.id} className="why-choose__card">
            <span className="why-choose__icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className="why-choose__title">{i18n._(feature.title)}</h3>
            <p className="why-choose__text">{i18n._(feature.text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
