import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { adFormGateway, NEW_AD } from './format-sections-gateway';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const mp4 = () => new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])], 'spring.mp4', { type: 'video/mp4' });
const progress = () => screen.getByRole('progressbar', { name: 'Video upload' });

/** Presses 'Upload video' with the keyboard; the file chooser is the browser's own window, so the test hands it the file. */
async function uploadVideo(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Upload video' });
  button.focus();
  await user.keyboard('{Enter}');
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="video/mp4"]')!;
  await user.upload(input, mp4());
}

describe('video file upload (spec 2 §7 Video signed URL)', () => {
  it('asks a signed URL, PUTs the mp4 with its type, and keeps the URL without its query', { timeout: 60_000 }, async () => {
    const gw = adFormGateway();
    const user = userEvent.setup();
    renderApp(NEW_AD('VIDEO'));
    await uploadVideo(user);

    const url = screen.getByRole('textbox', { name: /^Video URL/ }) as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe('http://portal.test/flightdeck/services/files/v1/videos/new.mp4'));
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(gw.calls.some((c) => c.method === 'GET' && c.path === '/adminBackend/video/upload/new')).toBe(true);
    expect(gw.videos.map((c) => [c.method, c.headers.get('Content-Type')])).toEqual([['PUT', 'video/mp4']]);
  });

  it('a refused PUT is told with its reason and the progress goes back to 0', { timeout: 60_000 }, async () => {
    const gw = adFormGateway([], { refuse: (call) => (call.path.startsWith('/files/v1/videos/') ? 'The file is not an MP4 video' : undefined) });
    const user = userEvent.setup();
    renderApp(NEW_AD('VIDEO'));
    await uploadVideo(user);

    expect(await screen.findByText('There was an issue uploading this file. The file is not an MP4 video')).toBeTruthy();
    expect(gw.videos).toHaveLength(1);
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByRole('textbox', { name: /^Video URL/ }) as HTMLInputElement).value).toBe('');
  });
});
