import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { dimensionsMessage } from '#domain/images';
import { STORY_GROUPS } from '#server/repo/reference-data';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { adBody, adWrites, seedAd, seedAdWorld, storeAdFields } from '#tests/app/support/seed-ads';
import { choose, missingValues, optionsOf, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The ads the portal created in this test: its POST calls. */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');

/** A colour PNG of the given size, as the gateway checks an upload's dimensions. */
async function png(name: string, width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2b6fd0' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
const fileOf = (label: string) => screen.getByRole('button', { name: new RegExp(`^Upload image ${label}`) }).closest('.image-upload-field')!.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The portal's image uploads in this test, as the sizes they asked for ('640x380'). */
const uploadSizes = () => gw.calls.filter((c) => c.method === 'POST' && c.path === '/files/v1/images/').map((c) => {
  const form = String(c.body);
  const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n(\\d+)`).exec(form)?.[1];
  return `${field('width')}x${field('height')}`;
});
/** The size of the image the gateway serves at `url` ('304x170'). */
async function servedSize(url: string): Promise<string> {
  const { width, height } = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
  return `${width}x${height}`;
}

/** The reference data's sponsored story group, 'Sponsored Spotlight'. */
const SPONSORED_SPOTLIGHT = STORY_GROUPS.find((g) => g.story_group_type === 'SPONSORED')!.story_group_id;

describe('lookbook images, story group and global engagement URLs', () => {
  it("uploads the cover, preview thumbnail and kicks activity images at spec 2's sizes, and says a refused size in its words", { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    const group = screen.getByRole('group', { name: 'Lookbook images' });
    expect(['304x170 pixels', '640x380 pixels', '320x320 pixels'].map((t) => within(group).getByText(t).textContent)).toHaveLength(3);

    await user.upload(fileOf('Cover image'), await png('cover.png', 304, 170));
    // a preview of another size: the gateway's image check refuses it
    await user.upload(fileOf('Preview thumbnail'), await png('wrong.png', 320, 320));
    expect(await screen.findAllByText(new RegExp(dimensionsMessage({ width: 640, height: 380 })))).not.toHaveLength(0);
    await user.upload(fileOf('Preview thumbnail'), await png('preview.png', 640, 380));
    await user.upload(fileOf('Kicks activity image'), await png('kicks.png', 320, 320));
    await waitFor(() => expect(uploadSizes()).toHaveLength(4));
    expect(uploadSizes()).toEqual(['304x170', '640x380', '640x380', '320x320']);
    // the last upload answered: its image is in the field
    await screen.findByRole('button', { name: /^Remove image Kicks activity image/ });

    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    // each image at its place: the gateway serves the cover at 304x170, the preview at 640x380, the kicks image at 320x320
    const { images } = (created()[0]!.body as { format: { images: Record<string, { url: string }> } }).format;
    expect(Object.keys(images).sort()).toEqual(['cover', 'kicksActivity', 'previewThumbnail']);
    expect(await servedSize(images.cover!.url)).toBe('304x170');
    expect(await servedSize(images.previewThumbnail!.url)).toBe('640x380');
    expect(await servedSize(images.kicksActivity!.url)).toBe('320x320');
  });

  it('a sponsored story group asks for the sponsored cover image (640x360) until it is uploaded', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    const storyGroup = screen.getByRole('button', { name: /Story group$/ });
    storyGroup.focus();
    expect(await optionsOf(user)).toEqual(['None', ...STORY_GROUPS.map((g) => g.title)]);
    expect(screen.queryByRole('button', { name: /^Upload image Sponsored cover image/ })).toBeNull();

    await choose(user, storyGroup, 'Sponsored Spotlight');
    await waitFor(() => expect(missingValues()).toEqual(['Sponsored cover image required for a sponsored story group']));
    expect(screen.getByText('640x360 pixels')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(fileOf('Sponsored cover image'), await png('sponsored.png', 640, 360));
    await waitFor(() => expect(missingValues()).toEqual([]));
    expect(uploadSizes()).toEqual(['640x360']);

    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    const { format } = created()[0]!.body as { format: { legacy: unknown; images: { sponsoredCover: { url: string } } } };
    expect(format.legacy).toMatchObject({ storyGroupId: SPONSORED_SPOTLIGHT });
    expect(await servedSize(format.images.sponsoredCover.url)).toBe('640x360');
  });

  it('opens and saves as read a lookbook stored in a sponsored group without its cover', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, adBody(w, 'CAROUSEL', 'Spring looks', { awards: {}, format: { '@type': 'CarouselFormat', items: [] } }));
    // put in the sponsored group past the gateway's rule for its cover, as a lookbook saved before the rule
    await storeAdFields(gw, stored.id, { format: { '@type': 'CarouselFormat', items: [], legacy: { storyGroupId: SPONSORED_SPOTLIGHT } } });
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${stored.id}`);
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
    await waitFor(() => expect(adWrites(gw).filter((c) => c.method === 'PUT')).toHaveLength(1));
  });

  it('takes global engagement URLs in the lookbook section of a brand campaign, each a valid URL', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
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
    await waitFor(() => expect(created()).toHaveLength(1));
    expect((created()[0]!.body as { engagementUrls: unknown }).engagementUrls).toEqual(['https://track.example/e']);
  });
});
