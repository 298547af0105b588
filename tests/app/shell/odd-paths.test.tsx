import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

realGateway();

describe('routes are exact matches (spec 1 §2)', () => {
  // The basepath twice once hung the tab (the router loaded the same page forever); the others are
  // routes in another case, which are other paths.
  for (const path of ['/flightdeck/flightdeck', '/flightdeck/flightdeck/', '/flightdeck/Campaigns', '/flightdeck/ORDERS', '/flightdeck/adbrowser']) {
    it(`sends ${path} to /`, async () => {
      const app = renderApp(path);
      await waitFor(() => expect(app.history.location.pathname).toBe('/flightdeck/'), { timeout: 3000 });
      await screen.findByRole('heading', { name: 'Campaigns', level: 1 });
    });
  }
});
