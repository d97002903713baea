/**
 * `import … from 'site-chrome'` for a host's bundler (build/bundler-config.ts): the public API of
 * src/index.ts, without the script tag's boot. React is the host's own.
 */
export { mount, mountWidget, version, SiteChromeError } from '../src/index';
