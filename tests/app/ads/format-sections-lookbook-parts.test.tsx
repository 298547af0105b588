import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { ad, adFormGateway, EDIT_AD, json, NEW_AD, type Call } from './format-sections-gateway';
import { choose, missingValues, optionsOf, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const fileOf = (label: string) => screen.getByRole('button', { name: new RegExp(`^Upload image ${label}`) }).closest('.image-upload-field')!.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The gateway's image upload: stored at its name, unless the size sent is refused. */
const images = (uploads: Call[], refuse?: (size: string) => string | undefined) => (call: Call) => {
  if (call.path !== '/files/v1/images/') return undefined;
  uploads.push(call);
  const size = `${call.form!.get('width')}x${call.form!.get('height')}`;
  const refusal = refuse?.(size);
  if (refusal) return json({ errorMsg: refusal, errors: [{ fieldName: 'image', message: refusal }] }, 400);
  return json({ fileURL: `https://images.example/${(call.form!.get('image') as File).name}`, width: 1, height: 1 }, 201);
};

describe('lookbook images, story group and global engagement URLs', () => {
  it("uploads the cover, preview thumbnail and kicks activity images at spec 2's sizes, and says a refused size in its words", { timeout: 120_000 }, async () => {
    const uploads: Call[] = [];
    const gw = adFormGateway([], { before: images(uploads, (size) => (size === '640x380' && uploads.length === 2 ? 'Uploaded image does not meet required dimensions of 640x380' : undefined)) });
    const user = userEvent.setup();
    renderApp(NEW_AD('CAROUSEL'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    const group = screen.getByRole('group', { name: 'Lookbook images' });
    expect(['304x170 pixels', '640x380 pixels', '320x320 pixels'].map((t) => within(group).getByText(t).textContent)).toHaveLength(3);

    await user.upload(fileOf('Cover image'), png('cover.png'));
    await user.upload(fileOf('Preview thumbnail'), png('wrong.png'));
    expect(await screen.findAllByText(/Uploaded image does not meet required dimensions of 640x380/)).not.toHaveLength(0);
    await user.upload(fileOf('Preview thumbnail'), png('preview.png'));
    await user.upload(fileOf('Kicks activity image'), png('kicks.png'));
    await waitFor(() => expect(uploads).toHaveLength(4));
    expect(uploads.map((u) => `${u.form!.get('width')}x${u.form!.get('height')}`)).toEqual(['304x170', '640x380', '640x380', '320x320']);

    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gw.created).toHaveLength(1));
    expect((gw.created[0]!.body as { format: { images: unknown } }).format.images).toEqual({
      cover: { url: 'https://images.example/cover.png' },
      previewThumbnail: { url: 'https://images.example/preview.png' },
      kicksActivity: { url: 'https://images.example/kicks.png' },
    });
  });

  it('a sponsored story group asks for the sponsored cover image (640x360) until it is uploaded', { timeout: 120_000 }, async () => {
    const uploads: Call[] = [];
    const gw = adFormGateway([], { before: images(uploads) });
    const user = userEvent.setup();
    renderApp(NEW_AD('CAROUSEL'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    const storyGroup = screen.getByRole('button', { name: /Story group$/ });
    storyGroup.focus();
    expect(await optionsOf(user)).toEqual(['None', 'Weekly Deals', 'Holiday Gifting', 'Sponsored Spotlight']);
    expect(screen.queryByRole('button', { name: /^Upload image Sponsored cover image/ })).toBeNull();

    await choose(user, storyGroup, 'Sponsored Spotlight');
    await waitFor(() => expect(missingValues()).toEqual(['Sponsored cover image required for a sponsored story group']));
    expect(screen.getByText('640x360 pixels')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(fileOf('Sponsored cover image'), png('sponsored.png'));
    await waitFor(() => expect(missingValues()).toEqual([]));
    expect(uploads.map((u) => `${u.form!.get('width')}x${u.form!.get('height')}`)).toEqual(['640x360']);

    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gw.created).toHaveLength(1));
    expect((gw.created[0]!.body as { format: unknown }).format).toMatchObject({
      legacy: { storyGroupId: '313' },
      images: { sponsoredCover: { url: 'https://images.example/sponsored.png' } },
    });
  });

  it('opens and saves as read a lookbook stored in a sponsored group without its cover', { timeout: 90_000 }, async () => {
    const stored = ad('951', 'Spring looks', { insertionOrderId: '2', orderLineItemId: 'li-CAROUSEL', pricingModelId: 'pm-CAROUSEL', awards: {}, format: { '@type': 'CarouselFormat', items: [], legacy: { storyGroupId: '313' } } });
    const gw = adFormGateway([stored]);
    const user = userEvent.setup();
    renderApp(EDIT_AD('951'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await screen.findByRole('button', { name: /^Upload image Sponsored cover image/ });
    // its own group still goes without the cover, after a detour through another
    await choose(user, screen.getByRole('button', { name: /Story group$/ }), 'Weekly Deals');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Upload image Sponsored cover image/ })).toBeNull());
    await choose(user, screen.getByRole('button', { name: /Story group$/ }), 'Sponsored Spotlight');
    await screen.findByRole('button', { name: /^Upload image Sponsored cover image/ });
    await waitFor(() => expect(missingValues()).toEqual([]));
    await retype(user, screen.getByRole('textbox', { name: /^Description/ }), 'As read');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gw.updated).toHaveLength(1));
  });

  it('takes global engagement URLs in the lookbook section of a brand campaign, each a valid URL', { timeout: 90_000 }, async () => {
    const gw = adFormGateway();
    const user = userEvent.setup();
    renderApp(NEW_AD('CAROUSEL'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    // the tracking section keeps its impressions only: a lookbook's engagement URLs are global
    expect(screen.queryByRole('textbox', { name: /^Engagement URLs/ })).toBeNull();
    const urls = screen.getByRole('textbox', { name: /^Global engagement URLs/ });
    await retype(user, urls, 'track.example/e');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(missingValues()).toEqual(['Please make sure to add a valid URL.']));
    screen.getByRole('row', { name: 'track.example/e' }).focus();
    await user.keyboard('{Delete}');
    await retype(user, screen.getByRole('textbox', { name: /^Global engagement URLs/ }), 'https://track.example/e');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gw.created).toHaveLength(1));
    expect((gw.created[0]!.body as { engagementUrls: unknown }).engagementUrls).toEqual(['https://track.example/e']);
  });
});
