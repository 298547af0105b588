import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App, createQueryClient } from '#app/App';

/** The whole portal at a path, with an in-memory history. */
export function renderApp(path = '/flightdeck/campaigns') {
  const history = createMemoryHistory({ initialEntries: [path] });
  const utils = render(<App queryClient={createQueryClient()} history={history} />);
  return { ...utils, history, location: () => `${history.location.pathname}${history.location.search}` };
}
