import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBar } from '#app/ui/NotificationBar';
import { DEFAULT_NOTIFICATION_MS, notify, type Notification } from '#app/ui/notifications';
import { useF6Landmark } from '#app/ui/use-landmark';

describe('notification bar', () => {
  let queue: ToastQueue<Notification>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    queue = new ToastQueue<Notification>({ maxVisibleToasts: 3 });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a notification in a labelled region and dismisses it after 5000 ms', async () => {
    render(<NotificationBar queue={queue} />);
    act(() => void notify({ message: 'Campaign submitted successfully', type: 'success' }, queue));
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
    expect(screen.getByText('Campaign submitted successfully')).toBeTruthy();
    // Announced as it arrives: the message sits in a live (alert) region.
    expect(screen.getByRole('alert').textContent).toContain('Campaign submitted successfully');
    expect(DEFAULT_NOTIFICATION_MS).toBe(5000);
    await act(async () => void vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Campaign submitted successfully')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Campaign submitted successfully')).toBeNull();
  });

  it('keeps a notification with timeout 0 until it is closed from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NotificationBar queue={queue} />);
    act(() => void notify({ message: 'Loading Campaigns...', type: 'info', timeout: 0 }, queue));
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Loading Campaigns...')).toBeTruthy();
    await user.tab(); // the notification itself
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dismiss');
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Loading Campaigns...')).toBeNull();
  });

  it('runs an action such as View and closes the notification', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onAction = vi.fn();
    render(<NotificationBar queue={queue} />);
    act(() => void notify({ message: 'Order successfully deleted.', type: 'success', action: { label: 'View', onAction } }, queue));
    await user.tab(); // the notification itself
    await user.tab();
    expect(document.activeElement?.textContent).toBe('View');
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('Order successfully deleted.')).toBeNull();
  });

  it('F6 takes focus from the page to the notifications, and Shift-F6 back to where it was', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    function Page() {
      const main = useF6Landmark<HTMLElement>('main');
      return (
        <main ref={main.ref} {...main.landmarkProps} tabIndex={-1}>
          <button type="button">Delete</button>
        </main>
      );
    }
    render(
      <>
        <Page />
        <NotificationBar queue={queue} />
      </>,
    );
    screen.getByRole('button', { name: 'Delete' }).focus();
    act(() => void notify({ message: 'Ad set successfully updated.', type: 'success', action: { label: 'View', onAction: () => {} } }, queue));
    await user.keyboard('{F6}');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Shift>}{F6}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });
});

