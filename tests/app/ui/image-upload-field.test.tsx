import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadField } from '#app/ui/ImageUploadField';

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
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
/** What the browser's file chooser does once a file is chosen: the input changes, focus is back on the button. */
const choose = (file: File) => act(() => void fireEvent.change(fileInput(), { target: { files: [file] } }));

afterEach(() => vi.unstubAllGlobals());

describe('image upload field', () => {
  it('keeps focus on Upload image while an upload runs, and takes no second file meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderField();
    const upload = screen.getByRole('button', { name: 'Upload image Logo' });
    await user.tab();
    expect(document.activeElement).toBe(upload);
    await choose(png('one.png'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploading image...'));
    expect(upload.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(upload);
    await choose(png('two.png'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(JSON.stringify({ fileURL: '/flightdeck/services/files/v1/images/one.png' }), { status: 201, headers: { 'Content-Type': 'application/json' } })));
    expect(await screen.findByRole('img', { name: 'Logo' })).toBeTruthy();
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
