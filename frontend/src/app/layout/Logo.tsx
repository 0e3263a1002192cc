import { Link } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { LeafMark } from '../../shared/ui/LeafMark';
import './Logo.css';

/** The leaf mark and the product name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="logo">
      <LeafMark />
      <span className="logo__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
