import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { renderChrome } from 'site-chrome/server';
import { App } from './App';

/**
 * The app rendered on the server, as an SSR framework does it (Next.js, Remix): the chrome's
 * header and footer from `site-chrome/server` for the page's site and language, given to
 * `<SiteChrome prerendered>`, so the HTML carries them (declarative shadow DOM, painted with no
 * script); the same fragments go to the browser for the hydration (ssr-client.tsx).
 */
export function render(): { html: string; fragments: string } {
  const prerendered = renderChrome({ site: 'turkey', lang: 'tr' });
  const html = renderToString(<StrictMode><App prerendered={prerendered} /></StrictMode>);
  // JSON inside <script>: no `<` that could end the element.
  return { html, fragments: JSON.stringify(prerendered).replace(/</g, '\\u003c') };
}
