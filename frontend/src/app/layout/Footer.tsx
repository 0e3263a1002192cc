import { Link } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { Logo } from './Logo';
import './Footer.css';

interface FooterColumn {
  title: string;
  links: { to: string; label: string }[];
}

const columns: FooterColumn[] = [
  {
    title: 'Explore',
    links: [
      { to: '/browse', label: 'Browse Recipes' },
      { to: '/cuisines', label: 'Categories' },
      { to: '/browse?sortBy=popular', label: 'Popular Recipes' },
      { to: '/browse?sortBy=newest', label: 'Latest Recipes' },
    ],
  },
  {
    title: 'Community',
    links: [
      { to: '/auth', label: `Join ${PRODUCT_NAME}` },
      { to: '/create', label: 'Share a Recipe' },
      { to: '/browse?sortBy=rating', label: 'Recipe Reviews' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/contact', label: 'Report an Issue' },
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
            {PRODUCT_NAME} is a community of home cooks sharing the plant-based dishes they love. Every recipe is 100% vegan, rated and
            reviewed by people who cooked it.
          </p>
        </div>
        <nav className="site-footer__columns" aria-label="Footer">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>{`© ${new Date().getFullYear()} ${PRODUCT_NAME}. All rights reserved.`}</p>
        <ul className="site-footer__legal">
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
