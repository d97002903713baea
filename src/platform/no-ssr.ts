/**
 * react-shadow imports `react-dom/server` for its server-rendering mode, which we never use; this
 * stands in for it so ~60 KB gzip stay out of the bundle (DESIGN.md, "What we learned").
 */
export function renderToString(): string {
  throw new Error('SiteChrome does not render on the server');
}
