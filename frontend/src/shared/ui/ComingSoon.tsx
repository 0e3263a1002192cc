import { ClockCircleOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { EmptyState } from './EmptyState';

/** The honest placeholder of a feature that is being built. */
export function ComingSoon({ children }: { children: string }) {
  return <EmptyState icon={<ClockCircleOutlined />} title={t`Arriving soon`} description={children} />;
}
