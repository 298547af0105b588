import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { withAbsoluteFileUrls } from '#domain/file-urls';
import { fileUrl } from '#domain/text';

const IMAGE = '/flightdeck/services/files/v1/images/0123456789abcdef0123456789abcdef.png';
const VIDEO = '/flightdeck/services/files/v1/videos/0123456789abcdef0123456789abcdef.mp4';

describe('file URL fields', () => {
  it('take an http(s) URL, or a file of their kind this gateway stores, by its path', () => {
    const ok = (kind: 'images' | 'videos', url: string) => v.safeParse(fileUrl(kind), url).success;
    for (const url of ['', IMAGE, `http://localhost:8080${IMAGE}`, 'https://img.example/cola.png']) expect(ok('images', url), url).toBe(true);
    expect(ok('videos', VIDEO)).toBe(true);
    for (const url of [VIDEO, '/flightdeck/services/config/v1/flags', 'cola.png', '//evil.example/a.png', `${IMAGE} x`, 'javascript:alert(1)']) expect(ok('images', url), url).toBe(false);
    expect(ok('videos', IMAGE)).toBe(false);
  });
});

describe('file URLs sent downstream', () => {
  it('are made absolute under PUBLIC_URL at any depth; other values stay as they are', () => {
    const doc = { images: { a: { url: IMAGE } }, videoUrl: VIDEO, list: [IMAGE, 'https://img.example/a.png'], name: 'Cola', count: 2, none: null };
    expect(withAbsoluteFileUrls(doc, 'https://flightdeck.example')).toEqual({
      images: { a: { url: `https://flightdeck.example${IMAGE}` } },
      videoUrl: `https://flightdeck.example${VIDEO}`,
      list: [`https://flightdeck.example${IMAGE}`, 'https://img.example/a.png'],
      name: 'Cola',
      count: 2,
      none: null,
    });
  });
});
