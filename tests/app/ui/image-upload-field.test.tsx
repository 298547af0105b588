import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { realGateway } from '#tests/app/support/real-gateway';

const gw = realGateway();

function Field({ initial = null as string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <ImageUploadField label="Logo" value={value} onChange={setValue} expected={{ width: 'N', height: 'N' }} imageAlt="Logo" />;
}

const renderField = (initial?: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Field initial={initial ?? null} />
    </QueryClientProvider>,
  );

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
/** A real PNG, as the gateway checks what it stores. */
async function png(name: string): Promise<File> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2b6fd0' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
const uploads = () => gw.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/files/v1/images'));
/** What the browser's file chooser does once a file is chosen: the input changes, focus is back on the button. */
const choose = (file: File) => act(() => void fireEvent.change(fileInput(), { target: { files: [file] } }));

describe('image upload field', () => {
  it('keeps focus on Upload image while an upload runs, and takes no second file meanwhile', async () => {
    // the upload is held until the test lets it go, to look at the field while it runs
    const held = gw.hold('POST', /^\/files\/v1\/images\/?$/);
    const user = userEvent.setup();
    renderField();
    const upload = screen.getByRole('button', { name: 'Upload image Logo' });
    await user.tab();
    expect(document.activeElement).toBe(upload);
    await choose(await png('one.png'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploading image...'));
    expect(upload.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(upload);
    await choose(await png('two.png'));
    expect(uploads()).toHaveLength(1);
    held.release();
    const stored = await screen.findByRole('img', { name: 'Logo' });
    expect(stored.getAttribute('src')).toMatch(/^\/flightdeck\/services\/files\/v1\/images\/.+\.png$/);
    expect(uploads()).toHaveLength(1);
    expect(upload.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(upload);
  });

  it('Remove image hands focus to the field’s Upload image button', async () => {
    const user = userEvent.setup();
    renderField('/flightdeck/services/files/v1/images/logo.png');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove image Logo' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove image Logo' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload image Logo' }));
  });
});
