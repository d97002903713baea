/** compliance §9: the default quality of the images the chrome makes, on 0–100. */
export const DEFAULT_IMAGE_QUALITY = 75;

/** A canvas as the chrome encodes it (what a test passes, or an `HTMLCanvasElement`). */
export interface EncodableCanvas {
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

/**
 * A canvas as a JPEG (a chart's screenshot, issue 23) at `quality` (0–100, DEFAULT_IMAGE_QUALITY
 * by default; anything else is clamped, a non-number is the default); null when the browser cannot
 * encode it (a tainted or zero-size canvas). Never rejects.
 */
export function encodeImage(canvas: EncodableCanvas, quality = DEFAULT_IMAGE_QUALITY): Promise<Blob | null> {
  const q = Number.isFinite(quality) ? Math.min(100, Math.max(0, quality)) : DEFAULT_IMAGE_QUALITY;
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', q / 100);
    } catch {
      resolve(null);
    }
  });
}
