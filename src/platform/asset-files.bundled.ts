import type * as Served from './asset-files';
import { distUrl, servedDist } from './asset-urls.bundled';
// Inlined at this SDK's own build (Vite's `?raw`): the host's bundler sees a string, nothing to follow.
import coinIcon from '../../public/images/coin-default.svg?raw';

/**
 * asset-files.ts for the bundler build (`import 'site-chrome'`, build/bundler-config.ts), where the
 * host's bundler ships the SDK's code in the host's own files: no file is loaded by a URL the
 * bundler cannot see. The default coin icon is inlined (305 bytes; `img-src data:` under a CSP),
 * and the CDN check probes a served `dist/` only (`assetsBase`): without one, the code came with
 * the host's own files from the host's own servers, which are the host's to watch.
 */
export const cdnProbeUrl: typeof Served.cdnProbeUrl = () => (servedDist() ? distUrl('cdn-check.txt') : null);

const INLINE_ICON = `data:image/svg+xml,${encodeURIComponent(coinIcon.trim())}`;
export const defaultCoinIconUrl: typeof Served.defaultCoinIconUrl = () => INLINE_ICON;
