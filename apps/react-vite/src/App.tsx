import { useState } from 'react';
import { version, type ChromeHandle, type LanguageCode } from 'site-chrome';
import { SiteChrome, type SiteChromeProps } from 'site-chrome/react';

/**
 * What an integrator writes: the chrome around the app, its language from the app's state, and
 * the handle for the rest (`open()`). The buttons are for the repository's test of this app.
 * `prerendered`: the server's `renderChrome()` fragments, when the page is rendered on the server
 * (ssr.html, src/ssr-server.tsx).
 */
export function App({ prerendered }: { prerendered?: SiteChromeProps['prerendered'] }) {
  const [shown, setShown] = useState(true);
  const [lang, setLang] = useState<LanguageCode>('tr');
  const [chrome, setChrome] = useState<ChromeHandle | null>(null);
  const page = (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>An app with SiteChrome {version}</h1>
      <p>
        <button type="button" onClick={() => setLang(lang === 'tr' ? 'en' : 'tr')}>
          {lang === 'tr' ? 'Switch the chrome to English' : 'Switch the chrome to Turkish'}
        </button>{' '}
        <button type="button" disabled={!chrome} onClick={() => void chrome?.open('settings')}>Open the chrome's settings</button>{' '}
        <button type="button" onClick={() => setShown(!shown)}>{shown ? 'Remove the chrome' : 'Add the chrome'}</button>
      </p>
    </main>
  );
  if (!shown) return page;
  return (
    <SiteChrome site="turkey" lang={lang} apiBase="/sc-api" prerendered={prerendered} onChrome={setChrome} onError={(error) => console.warn('chrome:', error)}>
      {page}
    </SiteChrome>
  );
}
