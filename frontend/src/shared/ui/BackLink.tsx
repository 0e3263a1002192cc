import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import './BackLink.css';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftOutlined aria-hidden="true" />
      {children}
    </Link>
  );
}
