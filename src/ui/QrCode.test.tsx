import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import jsQR from 'jsqr';
import { QrCode } from './QrCode';

async function renderQr(node: React.ReactNode) {
  const { el, unmount } = await render(node);
  return { svg: el.querySelector('svg')!, unmount };
}

/**
 * Reads the drawn code back: every `M{x} {y}h1v1h-1z` of the path is a dark module; the grid is
 * painted black on white, 4 px a module, inside a 4-module quiet zone, and handed to a QR reader.
 */
function decode(svg: SVGSVGElement): string | null {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const quiet = 4;
  const width = (side + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.querySelector('path')!.getAttribute('d')!.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const px = (Number(x) + quiet) * scale + dx;
        const py = (Number(y) + quiet) * scale + dy;
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('QrCode', () => {
  it.each([
    'https://www.gate.com/appdownload?pos=header',
    'https://gateio.onelink.me/abc?ch=web_header&pos=header&af_dp=gateio%3A%2F%2Fhome',
  ])('encodes the URL it is given: a reader gets %s back', async (url) => {
    const { svg, unmount } = await renderQr(<QrCode value={url} size={137} />);
    expect(decode(svg)).toBe(url);
    unmount();
  });

  it('still reads with its own quiet zone drawn in (border)', async () => {
    const { svg, unmount } = await renderQr(<QrCode value="https://www.gate.com/a" size={137} border={2} />);
    expect(decode(svg)).toBe('https://www.gate.com/a');
    unmount();
  });

  it('draws the code as one path at the given size, named when a label is given', async () => {
    const { svg, unmount } = await renderQr(<QrCode value="https://www.gate.com/appdownload?pos=header" size={137} label="Scan" />);
    expect(svg.getAttribute('width')).toBe('137');
    expect(svg.querySelectorAll('path')).toHaveLength(1);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Scan');
    unmount();
  });

  it('is hidden from assistive technology without a label, and the quiet zone widens the view box', async () => {
    const bare = await renderQr(<QrCode value="x" size={104} />);
    const framed = await renderQr(<QrCode value="x" size={104} border={2} />);
    expect(bare.svg.getAttribute('aria-hidden')).toBe('true');
    const side = (svg: SVGSVGElement) => Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    expect(side(framed.svg) - side(bare.svg)).toBe(4);
    bare.unmount();
    framed.unmount();
  });
});
