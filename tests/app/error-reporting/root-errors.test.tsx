import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '#app/shell/ErrorBoundary';

// The SDK's module is the outside party: what reaches it is what this test checks.
const sdk = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), reactErrorHandler: vi.fn() }));
vi.mock('#app/error-reporting/sentry', () => sdk);
const { rootErrorHandler, startErrorReporting } = await import('#app/error-reporting/report');

function Boom(): never {
  throw new Error('Ledger total is not a number');
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("React 19's root error handlers (spec 1 §9)", () => {
  it('send an error a boundary caught to error reporting with its component stack, while the page says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(startErrorReporting('prod', 'http://public@127.0.0.1:9000/1')).toBe(true);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onCaughtError: rootErrorHandler('caught'), onUncaughtError: rootErrorHandler('uncaught') });
    await act(async () => root.render(<ErrorBoundary><Boom /></ErrorBoundary>));
    expect(screen.getByText('Sorry, unexpected error')).toBeTruthy();
    await vi.waitFor(() => expect(sdk.reactErrorHandler).toHaveBeenCalled());
    const [error, info] = sdk.reactErrorHandler.mock.calls[0]!;
    expect((error as Error).message).toBe('Ledger total is not a number');
    expect((info as { componentStack: string }).componentStack).toContain('Boom');
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'http://public@127.0.0.1:9000/1', environment: 'prod' }));
    act(() => root.unmount());
  });
});
