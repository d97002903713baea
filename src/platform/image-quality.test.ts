import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_QUALITY, encodeImage, type EncodableCanvas } from './image-quality';

/** A canvas that records how it was asked to encode. */
function canvas(answer: Blob | null | 'throw' = new Blob(['x'], { type: 'image/jpeg' })) {
  const asked: [string | undefined, number | undefined][] = [];
  const c: EncodableCanvas = {
    toBlob(callback, type, quality) {
      asked.push([type, quality]);
      if (answer === 'throw') throw new DOMException('tainted', 'SecurityError');
      callback(answer);
    },
  };
  return { c, asked };
}

describe('encodeImage (compliance §9: image quality 75)', () => {
  it.each<[number | undefined, number]>([
    [undefined, 0.75], [90, 0.9], [0, 0], [100, 1], [150, 1], [-5, 0], [Number.NaN, 0.75], [Number.POSITIVE_INFINITY, 0.75],
  ])('quality %s → JPEG at %s', async (quality, expected) => {
    const { c, asked } = canvas();
    await expect(encodeImage(c, quality)).resolves.toBeInstanceOf(Blob);
    expect(asked).toEqual([['image/jpeg', expected]]);
  });

  it('the default is 75', () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
  });

  it.each([['a canvas the browser cannot encode', null], ['a tainted canvas', 'throw']] as const)('%s: null, never a rejection', async (_, answer) => {
    await expect(encodeImage(canvas(answer).c)).resolves.toBeNull();
  });
});
