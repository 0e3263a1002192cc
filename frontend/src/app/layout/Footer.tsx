import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { Logo } from './Logo';
import './Footer.css';

interface FooterColumn {
  title: MessageDescriptor;
  links: { to: string; label: MessageDescriptor }[];
}

const columns: FooterColumn[] = [
  {
    title: msg`Explore`,
    links: [
      { to: '/browse', label: msg`Browse Recipes` },
      { to: '/cuisines', label: msg`Categories` },
      { to: '/browse?sortBy=popular', label: msg`Popular Recipes` },
      { to: '/browse?sortBy=newest', label: msg`Latest Recipes` },
    ],
  },
  {
    title: msg`Community`,
    links: [
      { to: '/auth', label: msg`Join ${PRODUCT_NAME}` },
      { to: '/create', label: msg`Share a Recipe` },
      { to: '/browse?sortBy=rating', label: msg`Recipe Reviews` },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { to: '/contact', label: msg`Contact Us` },
      { to: '/contact', label: msg`Report an Issue` },
    ],
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Logo />
          <p className="site-footer__blurb">
            {t`${PRODUCT_NAME} is a community of home cooks sharing the plant-based dishes they love. Every recipe is 100% vegan, rated and reviewed by people who cooked it.`}
          </p>
        </div>
        <nav className="site-footer__columns" aria-label={t`Footer`}>
          {columns.map((column) => (
            <div key={column.title.id}>
              <h2 className="site-footer__heading">{i18n._(column.title)}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.label.id}>
                    <Link to={link.to}>{i18n._(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>{t`© ${new Date().getFullYear()} ${PRODUCT_NAME}. All rights reserved.`}</p>
        <ul className="site-footer__legal">
          <li>
            <Link to="/privacy-policy">{t`Privacy Policy`}</Link>
          </li>
          <li>
            <Link to="/terms-of-service">{t`Terms of Service`}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
