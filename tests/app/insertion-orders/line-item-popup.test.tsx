import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGAGEMENTS_REQUIRED_MESSAGE, OVERSHOOT_MESSAGE } from '#domain/pricing-model';
import { dimensionsMessage, IMAGE_MESSAGES } from '#domain/images';
import { LINE_ITEM_IMAGE_SIZE } from '#domain/insertion-order';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from './keyboard';

const gw = realGateway();
beforeEach(() => gw.reset());

/** A colour PNG of the given size, as the gateway checks an upload's dimensions. */
async function png(name: string, width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2b6fd0' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

type User = ReturnType<typeof userEvent.setup>;

async function openPopup(user: User) {
  renderApp('/flightdeck/orders/new');
  await screen.findByRole('textbox', { name: /^Name/ });
  (document.querySelector('input') as HTMLElement).focus();
  await tabTo(user, 'Add Order Line Item');
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Add Order Line Item' });
}

/** When each Select last took type-ahead: its search text lasts a second, then the next pick starts afresh. */
const lastTyped = new Map<string, number>();

/** Picks an option of a react-aria Select by keyboard: type-ahead on its focused trigger. */
async function choose(user: User, dialog: HTMLElement, label: RegExp, option: string) {
  const trigger = within(dialog).getByRole('button', { name: label });
  const since = Date.now() - (lastTyped.get(label.source) ?? 0);
  if (since < 1100) await new Promise((r) => setTimeout(r, 1100 - since));
  trigger.focus();
  await user.keyboard(option);
  lastTyped.set(label.source, Date.now());
  await waitFor(() => expect(selected(dialog, label)).toBe(option));
}

const selected = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('button', { name: label }).querySelector('[data-rac], span')?.textContent;

// Keyboard journeys through many fields: generous time on a busy machine.
describe('order line item popup', { timeout: 90_000 }, () => {
  it('traps focus, and Escape does not close it; Cancel does and focus returns', async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Order Line Item' })).toBeTruthy();
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await tabTo(user, 'Cancel');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Add Order Line Item');
  });

  it('a type sets its first allowed pricing model; a model resets its fields; SCAN shows estimates', async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    expect([...dialog.querySelectorAll('.react-aria-Label')].map((l) => l.textContent)).toEqual(expect.arrayContaining(['Type *', 'Pricing Model *', 'Description *']));
    await choose(user, dialog, /Type/, 'Banner');
    expect(selected(dialog, /Pricing Model/)).toBe('Cost Per Engagement');
    expect(within(dialog).queryByRole('textbox', { name: 'Estimated Engagements Low' })).toBeNull();
    await choose(user, dialog, /Pricing Model/, 'Flat Fee');
    expect(within(dialog).getByRole('textbox', { name: 'Budget' })).toBeTruthy();
    within(dialog).getByRole('textbox', { name: 'Budget' }).focus();
    await user.keyboard('250');
    await choose(user, dialog, /Pricing Model/, 'Cost Per Day');
    expect((within(dialog).getByRole('textbox', { name: 'Rate per day' }) as HTMLInputElement).value).toBe('');
    await choose(user, dialog, /Type/, 'Scan');
    expect(selected(dialog, /Pricing Model/)).toBe('Cost Per Engagement');
    for (const f of ['Estimated Engagements Low', 'Estimated Engagements High', 'Original Kick Goal']) {
      expect(within(dialog).getByRole('textbox', { name: f })).toBeTruthy();
    }
    await choose(user, dialog, /Type/, 'Receipt');
    expect(selected(dialog, /Pricing Model/)).toBe('Flat Fee');
    expect(within(dialog).getByRole('textbox', { name: 'Original Kick Goal' })).toBeTruthy();
  });

  it('cost per kick: overshoot at least 3% of kicks sold rounded up, kicks = sold + overshoot, budget hint with 2 decimals', async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    await choose(user, dialog, /Type/, 'Scan');
    await choose(user, dialog, /Pricing Model/, 'Cost Per Kick');
    within(dialog).getByRole('textbox', { name: 'Kicks Sold' }).focus();
    await user.keyboard('1010');
    const overshoot = within(dialog).getByRole('textbox', { name: 'Overshoot Allowed' }) as HTMLInputElement;
    expect(overshoot.value).toBe('31'); // 3% of 1010 = 30.3, rounded up
    expect((within(dialog).getByRole('textbox', { name: 'Kicks' }) as HTMLInputElement).value).toBe('1041');
    overshoot.focus();
    await user.keyboard('{Backspace}{Backspace}30');
    expect(within(dialog).getByText(OVERSHOOT_MESSAGE)).toBeTruthy();
    await user.keyboard('{Backspace}{Backspace}40');
    expect(within(dialog).queryByText(OVERSHOOT_MESSAGE)).toBeNull();
    within(dialog).getByRole('textbox', { name: 'Rate per kick' }).focus();
    await user.keyboard('0.125');
    expect(within(dialog).getByText('Total budget: $131.25')).toBeTruthy(); // 0.125 x 1050
  });

  it('says what is missing on save, then saves the line item into the order', async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    await choose(user, dialog, /Type/, 'Banner');
    await tabTo(user, 'Save Line Item');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    expect(within(dialog).getByText(ENGAGEMENTS_REQUIRED_MESSAGE)).toBeTruthy();
    within(dialog).getByRole('textbox', { name: /^Description/ }).focus();
    await user.keyboard('Home page banner');
    within(dialog).getByRole('textbox', { name: /^Engagements/ }).focus();
    await user.keyboard('1000');
    within(dialog).getByRole('textbox', { name: 'Rate per engagement' }).focus();
    await user.keyboard('0.5');
    expect(within(dialog).getByText('Total budget: $500.00')).toBeTruthy();
    await tabTo(user, 'Save Line Item');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('BannerHome page bannerCost Per Engagement$0.50');
  });

  it("dates: a day picked for Start Date starts at 9:00 am and for End Date ends at 11:59 pm, Pacific; 'Now' is now plus a minute", async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    const shown = (label: string) => within(dialog).getByRole('status', { name: label }).textContent;
    for (const [label, time] of [['Start Date', /9:00 AM P[SD]T$/], ['End Date', /11:59 PM P[SD]T$/]] as const) {
      await tabTo(user, `Choose ${label}`);
      await user.keyboard('{Enter}');
      const calendar = await screen.findByRole('dialog', { name: label });
      // Today is the calendar grid's Tab stop; Enter picks it, Dismiss closes the calendar and not the popup.
      for (let i = 0; i < 6 && !document.activeElement?.closest('[role="grid"]'); i++) await user.tab();
      await user.keyboard('{Enter}');
      expect(shown(label)).toMatch(time);
      within(calendar).getByRole('button', { name: 'Dismiss' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Add Order Line Item' })).toBeTruthy();
    }
    await tabTo(user, 'Choose Start Date');
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Start Date' });
    const before = Date.now();
    within(calendar).getByRole('button', { name: 'Now' }).focus();
    await user.keyboard('{Enter}');
    const minute = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' });
    expect([minute.format(before + 60_000), minute.format(Date.now() + 60_000)].some((t) => shown('Start Date')!.includes(t))).toBe(true);
  });

  it('image upload: refuses files over 5 MB, sends 260x100 to POST /files/v1/images/, shows the gateway verdict', async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    expect(within(dialog).getByText('Image (260x100)')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const uploads = () => gw.calls.filter((c) => c.path === '/files/v1/images/');
    // The file chooser is the browser's own window: the test hands it the file.
    await user.upload(input, new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(IMAGE_MESSAGES.tooLarge)).toBeTruthy();
    expect(uploads()).toEqual([]);
    await user.upload(input, await png('logo.png', 260, 100));
    const img = await within(dialog).findByRole('img', { name: 'Order line item image' });
    const src = img.getAttribute('src')!;
    expect(src).toMatch(/^\/flightdeck\/services\/files\/v1\/images\/.+\.png$/);
    const upload = uploads()[0]!;
    // the gateway serves the image it stored
    expect((await fetch(src)).headers.get('content-type')).toBe('image/png');
    expect(upload.method).toBe('POST');
    const form = await new Response(upload.body as string, { headers: { 'content-type': upload.headers.get('content-type')! } }).formData();
    expect({ width: form.get('width'), height: form.get('height') }).toEqual({ width: '260', height: '100' });
    // an image of other dimensions: the gateway's verdict
    await user.upload(input, await png('wrong.png', 100, 100));
    expect(await within(dialog).findByText(dimensionsMessage(LINE_ITEM_IMAGE_SIZE))).toBeTruthy();
    expect(within(dialog).getByText('Uploaded image does not meet required dimensions of 260x100')).toBeTruthy();
  });
});
