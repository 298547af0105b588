import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FAILURE_CONTEXT } from '#app/api/errors';
import { notificationQueue } from '#app/ui/notifications';

// Error reporting is the outside party here: what reaches it is what this test checks.
const reportError = vi.hoisted(() => vi.fn());
vi.mock('#app/error-reporting/report', () => ({ reportError }));
const { reportFailure } = await import('#app/api/client');

const failed = (data: unknown) => Object.assign(new FetchError('GET /company/v1/companies/9: 500'), { data, status: 500 });
const shown = () => notificationQueue.visibleToasts.map((t) => t.content);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  for (const t of notificationQueue.visibleToasts) notificationQueue.close(t.key);
  vi.restoreAllMocks();
  reportError.mockReset();
});

describe('a failed call (spec 1 §8)', () => {
  it('goes to error reporting and to the notification bar with the server’s text, markup stripped; then the callback runs', () => {
    const error = failed({ errorMsg: '<b>Company</b> is locked' });
    const onError = vi.fn();
    reportFailure(error, { onError });
    expect(reportError).toHaveBeenCalledWith(error, { context: DEFAULT_FAILURE_CONTEXT, text: 'Company is locked' });
    expect(shown()).toEqual([expect.objectContaining({ message: 'Company is locked', type: 'error' })]);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('still reports a suppressed failure, without the notification bar', () => {
    reportFailure(failed({ message: 'Not Found' }), { silent: true, context: 'Failed to load the company' });
    expect(reportError).toHaveBeenCalledWith(expect.any(FetchError), { context: 'Failed to load the company', text: 'Not Found' });
    expect(shown()).toEqual([]);
  });

  it("says 'Failed to fech resource' when neither the answer nor the error has any text", () => {
    reportFailure('', {});
    expect(shown()).toEqual([expect.objectContaining({ message: DEFAULT_FAILURE_CONTEXT })]);
    expect(reportError).toHaveBeenCalledWith('', { context: DEFAULT_FAILURE_CONTEXT, text: DEFAULT_FAILURE_CONTEXT });
  });

  it('ignores an aborted call: nothing is reported or shown', () => {
    reportFailure(new DOMException('The user aborted a request.', 'AbortError'));
    expect(reportError).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
  });
});
