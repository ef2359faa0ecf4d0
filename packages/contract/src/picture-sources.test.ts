import { describe, expect, it } from 'vitest';
import { originalAddress, pictureSources, uploadedPicture, variantWidths } from './picture-sources.ts';

const HASH = '0123456789abcdef01234567';

describe('picture sources', () => {
  it('resizes to every step below the original, capped at the original', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('builds srcset for AVIF and WebP from an upload address alone', () => {
    const address = originalAddress(HASH, 1000, 750, 'jpg');
    expect(address).toBe(`/media/up/${HASH}/1000x750.jpg`);
    expect(pictureSources(address)).toEqual({
      width: 1000,
      height: 750,
      avif: `/media/up/${HASH}/320.avif 320w, /media/up/${HASH}/640.avif 640w, /media/up/${HASH}/960.avif 960w, /media/up/${HASH}/1000.avif 1000w`,
      webp: `/media/up/${HASH}/320.webp 320w, /media/up/${HASH}/640.webp 640w, /media/up/${HASH}/960.webp 960w, /media/up/${HASH}/1000.webp 1000w`,
    });
  });

  it('leaves every other picture alone', () => {
    for (const address of [
      '/media/brand/apple.svg',
      '/media/product/iphone.png',
      `/media/up/${HASH}/640.webp`,
      `/media/up/${HASH.toUpperCase()}/10x10.jpg`,
      `/media/up/${HASH}/0x10.jpg`,
      `https://elsewhere.example/media/up/${HASH}/10x10.jpg`,
    ]) {
      expect(uploadedPicture(address), address).toBeNull();
      expect(pictureSources(address)).toBeNull();
    }
  });
});
