import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '#domain/images';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adWrites, seedAdWorld, type AdWorld } from '#tests/app/support/seed-ads';
import { choose, missingValues, optionsOf, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The ads the portal created in this test: its POST calls. */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');

const EVERY_TAPOUT = ['Display Webview', 'Offers List', 'Physical Offer Details Page', 'Rewards Mall', 'Scan Camera', 'Location Scans', 'Store Details', 'Carousel', 'None', 'Invite Promo Code'];
const without = (...gone: string[]) => EVERY_TAPOUT.filter((t) => !gone.includes(t));
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
type User = ReturnType<typeof userEvent.setup>;

/** A new banner, named, and its first placement's controls. */
async function newBanner(user: User, w: AdWorld) {
  renderApp(`${w.setUrl}/ads/new?type=BANNER`);
  await screen.findByRole('heading', { name: 'Banner settings' });
  const placement = screen.getByRole('group', { name: 'Placement 1' });
  await retype(user, textbox(/^Name/), 'Spring banner');
  return {
    placement,
    location: () => within(placement).getByRole('button', { name: /Banner placement$/ }),
    tapout: () => within(placement).getByRole('button', { name: /Tapout$/ }),
  };
}

describe('banner format section', () => {
  it('offers the tapouts of each placement and resets the tapout when the placement changes', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    const { placement, location, tapout } = await newBanner(user, w);
    const tapoutOptions = async () => {
      tapout().focus();
      return optionsOf(user);
    };

    // A new banner sits on the Nearby Tab with no tapout forced: every tapout but Scan Camera.
    expect(location().textContent).toContain('Nearby Tab');
    expect(await tapoutOptions()).toEqual(without('Scan Camera'));
    await choose(user, tapout(), 'Store Details');
    // Store details on the Nearby Tab need a chain, picked among the ad set's; without one, a product.
    const chain = await within(placement).findByRole('button', { name: /Chain$/ });
    chain.focus();
    expect(await optionsOf(user)).toEqual(['Fresh Mart']);
    expect(missingValues()).toEqual(expect.arrayContaining(['Chain is required for this tapout', 'Promoted product is required for this banner tapout']));

    // Store Details forces Scan Camera, and offers only Store Details besides it.
    await choose(user, location(), 'Store Details');
    await waitFor(() => expect(tapout().textContent).toContain('Scan Camera'));
    expect(await tapoutOptions()).toEqual(['Scan Camera', 'Store Details']);
    expect(within(placement).queryByRole('button', { name: /Chain$/ })).toBeNull();
    // The store details image is asked at its size; the Nearby Tab one is gone.
    expect(screen.getByText('640x640 pixels')).toBeTruthy();
    expect(screen.queryByText('640x320 pixels')).toBeNull();

    // The Discover Tab forces Location Scans and offers neither Store Details nor Scan Camera.
    await choose(user, location(), 'Discover Tab');
    await waitFor(() => expect(tapout().textContent).toContain('Location Scans'));
    expect(await tapoutOptions()).toEqual(without('Store Details', 'Scan Camera'));
    expect(missingValues()).toEqual([]);
  });

  it('saves a Discover Tab web view with its chain, region whitelist and tags', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    const { placement, location, tapout } = await newBanner(user, w);
    await choose(user, location(), 'Discover Tab');
    await waitFor(() => expect(tapout().textContent).toContain('Location Scans'));

    // A web view: URL, header title and footer required without outer spaces, and its chain.
    await choose(user, tapout(), 'Display Webview');
    await retype(user, textbox(/^Web view URL/), 'https://o.example/s');
    await retype(user, textbox(/^Header title/), 'Spring deals ');
    // The chain rule is listed with the tapout's own fields at once, not after they are right.
    expect(missingValues()).toEqual(['Header title must not start or end with spaces', 'Footer is required for a web view tapout', 'Chain is required for this tapout']);
    await user.keyboard('{Backspace}');
    await retype(user, textbox(/^Footer/), 'Terms apply');
    expect(missingValues()).toEqual(['Chain is required for this tapout']);
    await choose(user, within(placement).getByRole('button', { name: /Chain$/ }), 'Fresh Mart');
    await waitFor(() => expect(missingValues()).toEqual([]));

    // The region whitelist is a region constraint; banner tags go with the format.
    await retype(user, textbox(/^Region whitelist/), 'US-CA');
    await user.keyboard('{Enter}');
    await retype(user, textbox(/^Banner tags/), 'spring');
    await user.keyboard('{Enter}');

    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(created()).toHaveLength(1));
    const body = created()[0]!.body as { format: Record<string, unknown>; constraints: unknown[]; orderLineItemId: string };
    expect(body.orderLineItemId).toBe(w.lineItems.BANNER!.id);
    expect(body.format.bannerPlacements).toEqual([
      {
        bannerLocation: 'DISCOVER_TAB',
        tapout: { '@type': 'DisplayWebviewTapout', webviewUrl: 'https://o.example/s', launchNativeBrowser: false, showHeader: true, showNavBar: true, headerTitle: 'Spring deals', footer: 'Terms apply', chainId: w.chains['Fresh Mart'] },
      },
    ]);
    expect(body.format.tags).toEqual(['spring']);
    expect(body.constraints).toContainEqual({ '@type': 'RegionConstraint', regionKeys: { 'US-CA': true } });
  });

  it("a refused upload notifies with spec 2's texts: the full-width image 'Please, try again...', any other image the cause", { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    await newBanner(user, w);
    const fileOf = (label: string) => screen.getByRole('button', { name: `Upload image ${label}` }).closest('.image-upload-field')!.querySelector<HTMLInputElement>('input[type="file"]')!;
    // named and typed as a PNG, but no image: the gateway refuses it
    const png = (name: string) => new File([new TextEncoder().encode('not an image at all')], name, { type: 'image/png' });

    await user.upload(fileOf('Full-width banner image'), png('wide.png'));
    expect(await screen.findByText('There was an issue uploading this image. Please, try again...')).toBeTruthy();
    await user.upload(fileOf('Nearby Tab banner image'), png('tab.png'));
    expect(await screen.findByText(IMAGE_MESSAGES.uploadFailed(IMAGE_MESSAGES.notAnImage))).toBeTruthy();
  });
});
