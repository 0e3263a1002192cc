import { screen } from '@testing-library/react';

export interface Toast {
  description: string | null;
  /** 'success', 'info', 'warning' or 'error' (a destructive toast). */
  kind: string | undefined;
}

/** Waits for the toast titled `title` and tells what else it says. */
export async function findToast(title: string): Promise<Toast> {
  const heading = await screen.findByText(title, { selector: '.ant-notification-notice-title' });
  const notice = heading.closest('.ant-notification-notice-wrapper');
  return {
    description: notice?.querySelector('.ant-notification-notice-description')?.textContent ?? null,
    kind: notice?.querySelector('.ant-notification-notice-icon')?.className.match(/notice-icon-(\w+)/)?.[1],
  };
}
