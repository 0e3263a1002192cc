import { ClockCircleOutlined } from '@ant-design/icons';
import { EmptyState } from './EmptyState';

/** The honest placeholder of a feature that is being built. */
export function ComingSoon({ children }: { children: string }) {
  return <EmptyState icon={<ClockCircleOutlined />} title="Arriving soon" description={children} />;
}
