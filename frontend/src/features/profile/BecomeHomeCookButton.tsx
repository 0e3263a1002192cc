import { RiseOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import type { ButtonProps } from 'antd';
import { useUpgradeRoleMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';

/** Time to read 'Success!', once shown, before the page reloads as a home cook. */
export const RELOAD_DELAY_MS = 1500;

/**
 * A registered user's self-upgrade to home cook (PATCH /api/profile/role). The answered user
 * replaces the cached one at once; the page then reloads (SPEC.md section 4).
 */
export function BecomeHomeCookButton({ size }: { size?: ButtonProps['size'] }) {
  const [upgradeRole, { isLoading }] = useUpgradeRoleMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();
  // The toasts' code loads ahead, so that 'Success!' shows as soon as the upgrade is done.
  useEffect(() => notifications.prepare(), [notifications]);

  const upgrade = async () => {
    try {
      await upgradeRole({ upgradeRoleDto: { role: 'home_cook' } }).unwrap();
      const title = t`Success!`;
      notifications.success({ title, description: t`You're now a home cook! You can start sharing recipes.` });
      // Read for RELOAD_DELAY_MS once on the screen: the page re-renders as a home cook's meanwhile.
      await notifications.shown(title);
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      if (!handleSessionLost(error)) notifications.error({ title: t`Error`, description: t`Failed to upgrade account` });
    }
  };

  return (
    <BusyButton size={size} icon={<RiseOutlined aria-hidden />} busy={isLoading} busyLabel={t`Upgrading...`} onClick={() => void upgrade()}>
      {t`Become a Home Cook`}
    </BusyButton>
  );
}
