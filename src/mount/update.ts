import { $pageSetup, setPageSetup, type PageSetup } from '../stores/page-setup';
import { loadCatalog } from '../i18n/catalogs';
import { own, resolveOptions } from './options';
import { SiteChromeError } from '../platform/errors';
import { race } from './instance';

const UPDATABLE = ['site', 'lang', 'page', 'isLogin', 'apiBase'];

/**
 * `handle.update()`: re-renders every instance with the new site, language, page, login hint or
 * API base. `gone` is true once the handle was unmounted (then it rejects UNMOUNTED, also when
 * that happened while the catalog loaded). Updates apply in call order: of updates racing each
 * other the last one wins, on every key (CONTRACT v1.2).
 */
export async function updateChrome(partial: unknown, context: PageSetup, gone: () => boolean): Promise<void> {
  const check = () => {
    if (gone()) throw new SiteChromeError('UNMOUNTED', 'update() was called after unmount()');
  };
  check();
  // The updates before this one count even while their catalogs load: each starts from their sum.
  const current = race.target ?? $pageSetup.get() ?? context;
  const patch = own('', partial ?? {}, UPDATABLE);
  // A new site without a language takes the path's language or the new site's default.
  const { site, lang, apiBase, page, isLogin } = resolveOptions({
    site: current.site.key, apiBase: current.apiBase, page: current.page, isLogin: current.isLogin,
    lang: 'site' in patch ? undefined : current.lang,
    ...patch, header: false, footer: false, overlays: false,
  });
  const target = { ...current, site, lang, apiBase, page, isLogin };
  race.target = target;
  const mine = ++race.generation;
  await loadCatalog(lang);
  // A later mount or update overtook this one while its catalog loaded: the later one wins.
  const latest = mine === race.generation;
  if (latest) race.target = null;
  check();
  if (latest) setPageSetup({ ...($pageSetup.get() ?? current), site, lang, apiBase, page, isLogin });
}
