import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { brand } from '../../shared/theme';
import { LeafMark } from '../../shared/ui/LeafMark';
import './Hero.css';

/** On the dark green hero the main button is white with green text. */
const heroTheme: ThemeConfig = {
  components: {
    Button: {
      colorPrimary: '#ffffff',
      colorPrimaryHover: '#ecfdf0',
      colorPrimaryActive: '#d1f5da',
      primaryColor: brand.primaryDark,
      primaryShadow: 'none',
    },
  },
};

interface HeroProps {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}

export function Hero({ title, subtitle, actions }: HeroProps) {
  return (
    <section className="hero">
      <div className="hero__decor" aria-hidden="true">
        <LeafMark size={220} />
      </div>
      <div className="hero__inner">
        <h1 className="hero__title">{title}</h1>
        <p className="hero__subtitle">{subtitle}</p>
        {actions && (
          <ConfigProvider theme={heroTheme}>
            <div className="hero__actions">{actions}</div>
          </ConfigProvider>
        )}
      </div>
    </section>
  );
}
