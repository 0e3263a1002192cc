import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';
import { waitingUpdate } from './updateState';

describe('UpdatePrompt', () => {
  afterEach(() => {
    act(() => waitingUpdate.dismiss());
  });

  it('says nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers Reload for a waiting version, with the keyboard alone', async () => {
    const start = vi.fn();
    render(<UpdatePrompt />);
    act(() => waitingUpdate.offer(start));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Plantry is ready.');

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(start).toHaveBeenCalledOnce();
  });

  it('goes away on Later, leaving the version waiting for the next visit', async () => {
    const start = vi.fn();
    render(<UpdatePrompt />);
    act(() => waitingUpdate.offer(start));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(start).not.toHaveBeenCalled();
  });
});
