/** `#rrggbb` (or `#rgb`) with an opacity, as `rgba()`; anything else is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return color;
  const a = Math.min(1, Math.max(0, alpha));
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, ${a})`;
}

/**
 * How many decimals a pair's prices are shown with, from its latest price: about five significant
 * digits, at least two, at most ten (61234.56 → 2, 0.29314 → 5, 0.00001750 → 9), as exchanges
 * show them; the legend and the price scale use the same.
 */
export function priceDecimals(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 2;
  const magnitude = Math.floor(Math.log10(price));
  return Math.min(10, Math.max(2, 4 - magnitude));
}
