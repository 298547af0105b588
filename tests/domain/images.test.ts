import { describe, expect, it } from 'vitest';
import { dimensionsMessage, IMAGE_MESSAGES, isGrayscaleRgb, MAX_IMAGE_BYTES, parseExpectedSize, parseSizeText, sizeMatches, sniffImage } from '#domain/images';

const bytes = (...values: (number | string)[]) => Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('image rules', () => {
  it('keeps the specs limits and messages word for word', () => {
    expect(MAX_IMAGE_BYTES).toBe(5242880);
    expect(IMAGE_MESSAGES.tooLarge).toBe('Image file size should be less than 5MB');
    expect(IMAGE_MESSAGES.grayscale).toBe('Uploaded image is in grayscale format. Please use an image in RGB format instead.');
    expect(dimensionsMessage({ width: 260, height: 100 })).toBe('Uploaded image does not meet required dimensions of 260x100');
  });

  it('tells images by their magic bytes, not their names', () => {
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffImage(bytes('GIF89a'))).toBe('gif');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffImage(bytes('hello, I am a text file'))).toBeUndefined();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImage(bytes('%PDF-1.7'))).toBeUndefined();
  });

  it('reads an expected size: both sides or neither', () => {
    expect(parseExpectedSize(undefined, undefined)).toEqual({ ok: true });
    expect(parseExpectedSize('260', '100')).toEqual({ ok: true, size: { width: 260, height: 100 } });
    expect(parseExpectedSize('260', undefined)).toMatchObject({ ok: false, fieldName: 'height' });
    expect(parseExpectedSize('0', '10')).toMatchObject({ ok: false, fieldName: 'width' });
    expect(parseExpectedSize('abc', '10')).toMatchObject({ ok: false, fieldName: 'width' });
    expect(sizeMatches({ width: 2, height: 3 }, { width: 2, height: 3 })).toBe(true);
    expect(sizeMatches({ width: 3, height: 2 }, { width: 2, height: 3 })).toBe(false);
  });

  it("takes 'N' for a side of any length (spec 3 §9: the Nx30 logo is uploaded at Nx60)", () => {
    expect(parseExpectedSize('N', '60')).toEqual({ ok: true, size: { width: 'N', height: 60 } });
    expect(parseExpectedSize('n', '60')).toMatchObject({ ok: false, fieldName: 'width' });
    expect(parseSizeText('Nx60')).toEqual({ width: 'N', height: 60 });
    expect(parseSizeText('76x76')).toEqual({ width: 76, height: 76 });
    expect(sizeMatches({ width: 411, height: 60 }, { width: 'N', height: 60 })).toBe(true);
    expect(sizeMatches({ width: 411, height: 61 }, { width: 'N', height: 60 })).toBe(false);
    expect(dimensionsMessage({ width: 'N', height: 60 })).toBe('Uploaded image does not meet required dimensions of Nx60');
  });

  it('calls samples without colour grayscale', () => {
    expect(isGrayscaleRgb(Uint8Array.from([10, 10, 10, 200, 201, 199]))).toBe(true);
    expect(isGrayscaleRgb(Uint8Array.from([10, 10, 10, 200, 40, 40]))).toBe(false);
  });
});
