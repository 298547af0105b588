import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { seedAdWorld } from '#tests/app/support/seed-ads';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** An MP4's first box ('ftyp'), or bytes that are none (a file named .mp4 that is no video). */
const mp4 = (bytes = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]) => new File([new Uint8Array(bytes)], 'spring.mp4', { type: 'video/mp4' });
const NOT_MP4 = [0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0, 0, 0];
const videoPuts = () => gw.calls.filter((c) => c.path.startsWith('/files/v1/videos/'));
const progress = () => screen.getByRole('progressbar', { name: 'Video upload' });

/** Presses 'Upload video' with the keyboard; the file chooser is the browser's own window, so the test hands it the file. */
async function uploadVideo(user: ReturnType<typeof userEvent.setup>, file = mp4()) {
  const button = await screen.findByRole('button', { name: 'Upload video' });
  button.focus();
  await user.keyboard('{Enter}');
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="video/mp4"]')!;
  await user.upload(input, file);
}

describe('video file upload (spec 2 §7 Video signed URL)', () => {
  it('asks a signed URL, PUTs the mp4 with its type, and keeps the URL without its query', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=VIDEO`);
    await uploadVideo(user);

    // path-absolute: the portal's own origin, whatever host it is opened at (decision 005)
    const url = screen.getByRole('textbox', { name: /^Video URL/ }) as HTMLInputElement;
    await waitFor(() => expect(url.value).toMatch(/^\/flightdeck\/services\/files\/v1\/videos\/[\w-]+\.mp4$/));
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(gw.calls.some((c) => c.method === 'GET' && c.path === '/adminBackend/video/upload/new')).toBe(true);
    expect(videoPuts().map((c) => [c.method, c.headers.get('Content-Type')])).toEqual([['PUT', 'video/mp4']]);
    // the kept URL serves the video
    const stored = await fetch(url.value);
    expect([stored.status, stored.headers.get('Content-Type')]).toEqual([200, 'video/mp4']);
  });

  it('a refused PUT is told with its reason and the progress goes back to 0', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=VIDEO`);
    await uploadVideo(user, mp4(NOT_MP4));

    expect(await screen.findByText('There was an issue uploading this file. The file is not an MP4 video')).toBeTruthy();
    expect(videoPuts()).toHaveLength(1);
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByRole('textbox', { name: /^Video URL/ }) as HTMLInputElement).value).toBe('');
  });
});
