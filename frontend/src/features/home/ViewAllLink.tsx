import { ArrowRightOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';

/** 'View all' under a home tab that shows only the first few of a longer list. */
export function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="your-kitchen__more">
      <Link to={to} className="home-section__view-all" aria-label={label}>
        {t`View all`}
        <ArrowRightOutlined aria-hidden />
      </Link>
    </p>
  );
}
