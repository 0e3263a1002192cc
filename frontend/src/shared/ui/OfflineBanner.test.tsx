import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';

/** Sets what navigator.onLine says and fires the event the browser would. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps an empty live region while online', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what still works when the network goes, and goes away when it returns', () => {
    render(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Your favorites and the recipes you opened lately can still be read',
    );
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
