import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstPaintClosure } from './eslint-plugin.js';

/**
 * Each layer boundary of eslint.config.js, tried on a small sample as `npm run lint` sees it: the
 * sample that crosses the boundary fails with the rule named, the clean one passes. The samples
 * are linted as if they sat at the given path (no file is written into src/).
 */

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  // The first lint loads the whole config (typescript-eslint): slow on a busy machine.
  await eslint.lintText('', { filePath: 'src/warm-up.ts' });
}, 60_000);

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('layer boundaries (eslint.config.js)', () => {
  it.each([
    ['src/ui/Sample.tsx', "import { $login } from '../stores/user';\nexport const x = $login;\n"],
    ['src/ui/Sample.tsx', "import { SITES } from '../config/sites';\nexport const x = SITES;\n"],
    ['src/ui/Sample.tsx', "import { Header } from '../header/Header';\nexport const x = Header;\n"],
    ['src/ui/Sample.tsx', "import { FiatPanel } from '../features/preferences/FiatPanel';\nexport const x = FiatPanel;\n"],
    ['src/stores/sample.ts', "import { emit } from '../mount/instance';\nexport const x = emit;\n"],
    ['src/stores/sample.ts', "import { useOutsideClose } from '../header/account/useOutsideClose';\nexport const x = useOutsideClose;\n"],
    ['src/rules/sample.ts', "import { $login } from '../stores/user';\nexport const x = $login;\n"],
    // Every feature and shell folder is on the lists (read from src/, so a new folder is on them by default).
    ['src/stores/sample.ts', "import AppBar from '../features/promotions/AppBar';\nexport const x = AppBar;\n"],
    ['src/stores/sample.ts', "import { ComplianceToast } from '../features/compliance/ComplianceToast';\nexport const x = ComplianceToast;\n"],
    ['src/ui/Sample.tsx', "import { NoticeFrame } from '../features/notices/NoticeFrame';\nexport const x = NoticeFrame;\n"],
    ['src/ui/Sample.tsx', "import { Overlay } from '../overlay/Overlay';\nexport const x = Overlay;\n"],
    ['src/ui/Sample.tsx', "import { fields } from '../features/fund-password/fields';\nexport const x = fields;\n"],
    ['src/rules/sample.ts', "import { BarHost } from '../bars/BarHost';\nexport const x = BarHost;\n"],
    ['src/rules/sample.ts', "import TurkeyChooser from '../features/turkey-chooser/TurkeyChooser';\nexport const x = TurkeyChooser;\n"],
    ['src/rules/sample.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/rules/sample.ts', "import { atom } from 'nanostores';\nexport const x = atom;\n"],
    // The layer table (issue 22): the arrows that ran up a layer, type-only imports included.
    ['src/platform/sample.ts', "import { describeValue } from '../mount/errors';\nexport const x = describeValue;\n"],
    ['src/rules/sample.ts', "import type { NoticeFrameProps } from '../features/notices/NoticeFrame';\nexport type X = NoticeFrameProps;\n"],
    ['src/rules/sample.ts', "import type { Props } from '../features/preferences/LanguageRegionDialog';\nexport type X = Props;\n"],
    ['src/i18n/sample.ts', "import { $pageSetup } from '../stores/page-setup';\nexport const x = $pageSetup;\n"],
    ['src/i18n/sample.ts', "import type { SiteKey } from '../config/sites';\nexport type X = SiteKey;\n"],
    ['src/root/sample.ts', "import { roundButton } from '../ui/Dialog';\nexport const x = roundButton;\n"],
    ['src/api/sample.ts', "import { keepRows } from '../features/markets/cache-rules';\nexport const x = keepRows;\n"],
    ['src/api/sample.ts', "import type { ThemeName } from '../stores/theme';\nexport type X = ThemeName;\n"],
    ['src/theme/sample.ts', "import type { ThemeName } from '../stores/theme';\nexport type X = ThemeName;\n"],
    ['src/config/sample.ts', "import type { MarketTab } from '../features/markets/view-rules';\nexport type X = MarketTab;\n"],
    ['src/stores/sample.ts', "import type { MicroApps } from '../mount/options';\nexport type X = MicroApps;\n"],
    ['src/header/Sample.tsx', "import { mountChrome } from '../mount/instance';\nexport const x = mountChrome;\n"],
    ['src/header/Sample.tsx', "import type { ResolvedOptions } from '../../mount/options';\nexport type X = ResolvedOptions;\n"],
    // A feature imports no other feature (issue 22), type-only imports included, nor the shell or mount/.
    ['src/features/promotions/Sample.tsx', "import { MarketPanel } from '../markets/MarketPanel';\nexport const x = MarketPanel;\n"],
    ['src/features/search/sample.ts', "import type { MarketTab } from '../markets/view-rules';\nexport type X = MarketTab;\n"],
    ['src/features/notices/Sample.tsx', "import { Header } from '../../header/Header';\nexport const x = Header;\n"],
    ['src/features/notices/Sample.tsx', "import { BarHost } from '../../bars/BarHost';\nexport const x = BarHost;\n"],
    ['src/features/announcement/sample.ts', "import { pageServices } from '../../mount/page-services';\nexport const x = pageServices;\n"],
    // A feature's rules are the rules layer: no store, view or React, not even of their own feature.
    ['src/features/markets/view-rules.ts', "import { $markets } from './markets';\nexport const x = $markets;\n"],
    ['src/features/markets/view-rules.ts', "import { $login } from '../../stores/user';\nexport const x = $login;\n"],
    ['src/features/announcement/rules.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/features/announcement/rules.ts', "import { getBulletins } from '../../api/calls/site';\nexport const x = getBulletins;\n"],
    ['src/features/search/rules.ts', "import type { MarketTab } from '../markets/view-rules';\nexport type X = MarketTab;\n"],
  ])('%s: an import across the layer fails (no-restricted-imports)', async (path, code) => {
    expect(await rulesFired(path, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['src/features/search/sample.ts', "export const load = () => import('../chat-room/ChatRoom');\n"],
    ['src/features/notices/sample.ts', "export const load = () => import('../../dialogs/DialogHost');\n"],
    ['src/stores/sample.ts', "export const load = () => import('../features/promotions/watch');\n"],
    ['src/platform/sample.ts', "export const load = () => import('../mount/errors');\n"],
    ['src/features/markets/view-rules.ts', "export const load = () => import('./markets');\n"],
  ])('%s: an import() across the layer fails (site-chrome/dynamic-imports)', async (path, code) => {
    expect(await rulesFired(path, code)).toContain('site-chrome/dynamic-imports');
  });

  it.each([
    ['src/features/search/sample.ts', "export const load = () => import('./SearchDialog');\n"],
    ['src/dialogs/sample.ts', "export const load = () => import('../features/search/SearchDialog');\n"],
    ['src/mount/sample.ts', "export const load = () => import('../features/referral/tracking');\n"],
  ])('%s: an import() the layer may make passes', async (path, code) => {
    expect(await rulesFired(path, code)).toEqual([]);
  });

  it.each([
    ['src/ui/Sample.tsx', "import { mq } from '../theme/tokens';\nimport { deepActiveElement } from '../platform/focus';\nexport const x = [mq, deepActiveElement];\n"],
    ['src/stores/sample.ts', "import type { Compliance } from '../api/calls/compliance';\nimport { emit } from '../platform/events';\nexport type X = Compliance;\nexport const y = emit;\n"],
    ['src/rules/sample.ts', "import type { Compliance } from '../api/calls/compliance';\nexport type X = Compliance;\n"],
    ['src/root/sample.ts', "import { $login } from '../stores/user';\nimport { useT } from './useT';\nexport const x = [$login, useT];\n"],
    ['src/config/sample.ts', "import type { MessageKey } from '../i18n/catalogs';\nexport type X = MessageKey;\n"],
    ['src/rules/sample.ts', "import type { SiteConfig } from '../config/sites';\nexport const x = (s: SiteConfig) => s.key;\n"],
    ['src/features/markets/MarketTab.tsx', "import { $markets } from './markets';\nimport { $login } from '../../stores/user';\nimport { Tabs } from '../../ui/Tabs';\nexport const x = [$markets, $login, Tabs];\n"],
    ['src/features/markets/view-rules.ts', "import { keepRows } from './cache-rules';\nimport { isEntryVisible } from '../../rules/menu-visibility';\nimport type { SpotRow } from '../../api/calls/markets';\nexport const x = [keepRows, isEntryVisible];\nexport type X = SpotRow;\n"],
    ['src/header/Sample.tsx', "import { MarketPanel } from '../features/markets/MarketPanel';\nexport const x = MarketPanel;\n"],
    ['src/dialogs/Sample.tsx', "const load = () => import('../features/search/SearchDialog');\nexport const x = load;\n"],
  ])('%s: an import the layer may make passes', async (path, code) => {
    expect(await rulesFired(path, code)).toEqual([]);
  });

  it.each([
    ['src/header/Sample.tsx', 'export const w = () => window.innerWidth;\n', 'window'],
    ['src/footer/Sample.tsx', 'export const a = () => document.activeElement;\n', 'document'],
    ['src/stores/sample.ts', 'export const s = () => location.search;\n', 'location'],
    ['src/features/preferences/Sample.tsx', "export const c = (t: string) => navigator.clipboard.writeText(t);\n", 'navigator'],
    ['src/header/Sample.tsx', "export const m = () => matchMedia('(max-width: 767px)').matches;\n", 'matchMedia'],
    ['src/rules/sample.ts', "export const l = () => globalThis.location.href;\n", 'globalThis'],
    ['src/i18n/sample.ts', "export const l = () => localStorage.getItem('x');\n", 'localStorage'],
    ['src/ui/Sample.tsx', "export const r = (el: Element) => getComputedStyle(el).direction;\n", 'getComputedStyle'],
    ['src/features/promotions/Sample.tsx', "export const w = () => window.innerWidth;\n", 'window'],
  ])('%s: a host global outside platform/ fails (%s)', async (path, code) => {
    expect(await rulesFired(path, code)).toContain('no-restricted-globals');
  });

  it.each([
    ['src/platform/sample.ts', 'export const w = () => window.innerWidth;\n'],
    ['src/api/sample.ts', "export const l = () => location.origin;\n"],
    ['src/mount/sample.ts', "import { hostCreate } from '../platform/host-document';\nexport const d = () => hostCreate('div', document);\n"],
    ['src/header/Sample.tsx', "import { viewportWidth } from '../platform/media-query';\nexport const w = () => viewportWidth();\n"],
  ])('%s: host access where it belongs passes', async (path, code) => {
    expect(await rulesFired(path, code)).toEqual([]);
  });

  it.each(['features/preferences', 'bars', 'features/fund-password', 'features/turkey-chooser', 'features/notices', 'features/promotions', 'overlay', 'features/compliance'])(
    'src/%s/ is on the component list: no fetch, no document.cookie', async (folder) => {
      expect(await rulesFired(`src/${folder}/Sample.tsx`, "export const f = () => fetch('/api');\n")).toContain('no-restricted-syntax');
      expect(await rulesFired(`src/${folder}/Sample.tsx`, "export const f = (d: Document) => d.title;\n")).toEqual([]);
    });
});

describe('one error path (no-console, issue 24)', () => {
  it.each([
    ['src/features/markets/sample.ts', "export const f = (e: unknown) => console.warn('[SiteChrome] failed', e);\n"],
    ['src/platform/chunk-sample.ts', "export const f = (e: unknown) => console.error(e);\n"],
    ['src/ui/Sample.tsx', "export const f = () => console.log('x');\n"],
  ])('%s: a console call outside platform/report.ts fails', async (path, code) => {
    expect(await rulesFired(path, code)).toContain('no-console');
  });
  it('platform/report.ts and the service worker (no page, no onError) may log; a call of report() passes anywhere', async () => {
    expect(await rulesFired('src/platform/report.ts', "export const f = (e: unknown) => console.warn(e);\n")).toEqual([]);
    expect(await rulesFired('src/sw/sample.ts', "export const f = (e: unknown) => console.warn(e);\n")).toEqual([]);
    expect(await rulesFired('src/features/markets/sample.ts',
      "import { report } from '../../platform/report';\nexport const f = (e: unknown) => report(e, { area: 'call' });\n")).toEqual([]);
  });
});

describe('named styles in the lazy parts (no-restricted-syntax)', () => {
  const LAZY = 'src/header/account/PersonalCentre.tsx';
  const head = "/** @jsxImportSource @emotion/react */\nimport { css } from '@emotion/react';\nconst a = css`color: red;`;\n";
  it.each([
    ["export const A = () => <div css={{ color: 'red' }} />;\n"],
    ["export const A = (p: { on: boolean }) => <div css={[a, p.on && { color: 'blue' }]} />;\n"],
    ["export const A = () => <div css={css`color: blue;`} />;\n"],
  ])('an inline style fails: %s', async (code) => {
    expect(await rulesFired(LAZY, head + code)).toContain('no-restricted-syntax');
    // The rule covers every folder, not only the component layers.
    expect(await rulesFired('src/newfeature/Sample.tsx', head + code)).toContain('no-restricted-syntax');
  });
  it.each([
    ['src/bars/Sample.tsx', "import { css } from '@emotion/react';\nexport const s = css({ position: 'absolute' });\n"],
    ['src/popups/styles.ts', "import { css } from '@emotion/react';\nconst a = css`color: red;`;\nexport const s = css([a, { color: 'blue' }]);\n"],
  ])('%s: a style object passed to css() fails', async (path, code) => {
    expect(await rulesFired(path, code)).toContain('no-restricted-syntax');
  });
  it('named styles pass, alone, composed or chosen', async () => {
    const code = "const b = css`color: blue;`;\nexport const A = (p: { on: boolean }) => <><div css={a} /><div css={[a, b]} /><div css={p.on ? a : b} /></>;\n";
    expect(await rulesFired(LAZY, head + code)).toEqual([]);
  });
});

describe('first paint styles with static classes only (site-chrome/first-paint-styles)', () => {
  // Header.tsx is in the entry's static closure; PersonalCentre.tsx loads lazily.
  const FIRST_PAINT = 'src/header/Header.tsx';
  const LAZY = 'src/header/account/PersonalCentre.tsx';

  it('the header is in the first-paint closure and the personal centre is not', () => {
    const closure = firstPaintClosure('src/index.ts');
    expect(closure.has(join(process.cwd(), FIRST_PAINT))).toBe(true);
    expect(closure.has(join(process.cwd(), LAZY))).toBe(false);
  });

  it.each([
    ["import { css } from '@emotion/react';\nexport const s = css`color: red;`;\n"],
    ["import styled from '@emotion/styled';\nexport const s = styled;\n"],
    ["/** @jsxImportSource @emotion/react */\nexport const A = () => <div css={{ color: 'red' }} />;\n"],
    ["export const A = (p: { css?: string }) => <div {...p} css={p.css} />;\n"],
  ])('Emotion in a first-paint module fails: %s', async (code) => {
    expect(await rulesFired(FIRST_PAINT, code)).toContain('site-chrome/first-paint-styles');
  });

  it('the same code in a lazy module passes, and static classes pass on the first paint', async () => {
    const emotion = "/** @jsxImportSource @emotion/react */\nimport { css } from '@emotion/react';\nconst s = css`color: red;`;\nexport const A = () => <div css={s} />;\n";
    expect(await rulesFired(LAZY, emotion)).toEqual([]);
    const classes = "import { classes } from '../theme/sheet';\nconst s = classes('x', { a: 'color: red;' });\nexport const A = () => <div className={s.a} />;\n";
    expect(await rulesFired(FIRST_PAINT, classes)).toEqual([]);
  });

  it('follows static imports and re-exports, not import() or type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fp-'));
    mkdirSync(join(dir, 'a'));
    const files: Record<string, string> = {
      'index.ts': "import { b } from './a/b';\nexport * from './c';\nimport type { T } from './typed';\nexport const lazy = () => import('./lazy');\nexport { b };\n",
      'a/b.tsx': "import {\n  d,\n} from '../d';\nexport const b = d;\n",
      'c.ts': 'export const c = 1;\n',
      'd.ts': "import './side';\nexport const d = 1;\n",
      'side.ts': '',
      'typed.ts': 'export type T = 1;\n',
      'lazy.ts': 'export const l = 1;\n',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const closure = [...firstPaintClosure(join(dir, 'index.ts'))].map((f) => f.slice(dir.length + 1)).sort();
    expect(closure).toEqual(['a/b.tsx', 'c.ts', 'd.ts', 'index.ts', 'side.ts']);
  });
});

describe('the host document through src/platform/host-document.ts only (site-chrome/host-document)', () => {
  it.each([
    ['src/platform/sample.ts', 'export const c = () => document.cookie;\n'],
    ['src/platform/sample.ts', "export const c = () => document['cookie'];\n"],
    ['src/mount/sample.ts', "export const q = () => document.querySelector('x');\n"],
    ['src/platform/sample.ts', 'export const c = () => { const { cookie } = document; return cookie; };\n'],
    ['src/platform/sample.ts', 'export const b = () => window.document.body;\n'],
    ['src/mount/sample.ts', "export const e = (p: Element) => p.ownerDocument.createElement('div');\n"],
    ['embed/sample.ts', 'export const s = (w: Window) => w.document.currentScript;\n'],
    ['src/header/Sample.tsx', 'export const s = () => globalThis.document.readyState;\n'],
  ])('%s: %s fails', async (path, code) => {
    expect(await rulesFired(path, code)).toContain('site-chrome/host-document');
  });

  it('passes the module itself, tests, the document as an argument, and a local named document', async () => {
    expect(await rulesFired('src/platform/host-document.ts', 'export const c = () => document.cookie;\n')).toEqual([]);
    expect(await rulesFired('src/platform/sample.test.ts', 'export const c = () => document.cookie;\n')).toEqual([]);
    expect(await rulesFired('src/mount/sample.ts', "import { hostQuery } from '../platform/host-document';\nexport const q = (p: Element) => hostQuery('x', p.ownerDocument) ?? hostQuery('y', document);\n")).toEqual([]);
    expect(await rulesFired('src/platform/sample.ts', 'export const f = (document: { cookie: string }) => document.cookie;\n')).toEqual([]);
  });
});
