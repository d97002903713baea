import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropReactExports, reactUseOf, UNUSED_REACT_DOM_EXPORTS, UNUSED_REACT_EXPORTS } from './react-unused-exports';

const REACT = readFileSync('node_modules/react/cjs/react.production.js', 'utf8');
const REACT_DOM = readFileSync('node_modules/react-dom/cjs/react-dom.production.js', 'utf8');
const exported = (code: string) => [...code.matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1] ?? '');

describe('React exports nothing uses (build)', () => {
  it('removes exactly their statements from react.production.js', () => {
    const out = dropReactExports(REACT);
    expect(exported(out)).toEqual(exported(REACT).filter((n) => !(UNUSED_REACT_EXPORTS as readonly string[]).includes(n)));
    expect(out).toContain('exports.createElement = function');
    expect(out).toMatch(/exports\.version = "[^"]+";\s*$/);
  });

  it('fails on a React without one of them', () => {
    expect(() => dropReactExports('exports.a = 1;\nexports.b = 2;\n', ['Children'])).toThrow(/exports\.Children/);
  });

  it.each([
    ["import { useState, memo } from 'react';", 'memo'],
    ["import { startTransition as go } from \"react\";", 'startTransition'],
    ["import React, { useState } from 'react'; React.Children.map(x, f);", 'Children'],
    ["import * as R from 'react'; const t = R['useTransition'];", 'useTransition'],
    ["var React = require(\"react\"); React.cache(fn);", 'cache'],
    ["export { PureComponent } from 'react';", 'PureComponent'],
  ])('finds React\'s removed export in %s', (code, name) => {
    expect(reactUseOf(code)).toBe(name);
  });

  it.each([
    "import { useState } from 'react'; function memo(x) { return x; } const cache = new Map(); memo(cache);",
    "// React.memo would be fine here: a comment\nimport React from 'react'; React.useState(0);",
    "/* import { memo } from 'react' */ import { useMemo } from 'react';",
    "import { memo } from './utils'; memo(1);",
    "var React = require('react'); React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE.H; React.version;",
  ])('leaves alone %s', (code) => {
    expect(reactUseOf(code)).toBeNull();
  });

  it('react-dom uses none of them', () => {
    for (const file of ['react-dom-client.production.js', 'react-dom.production.js']) {
      expect(reactUseOf(readFileSync(`node_modules/react-dom/cjs/${file}`, 'utf8'))).toBeNull();
    }
  });

  it('removes exactly the unused statements from react-dom.production.js, keeping flushSync and the internals', () => {
    const out = dropReactExports(REACT_DOM, UNUSED_REACT_DOM_EXPORTS);
    expect(exported(out)).toEqual(['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'flushSync', 'version']);
    expect(out).toMatch(/exports\.version = "[^"]+";\s*$/);
  });

  it.each([
    ["import { flushSync, createPortal } from 'react-dom';", 'createPortal'],
    ["import * as ReactDOM from 'react-dom'; ReactDOM.preload(href);", 'preload'],
    ["var d = require('react-dom'); d.unstable_batchedUpdates(f);", 'unstable_batchedUpdates'],
  ])('finds react-dom\'s removed export in %s', (code, name) => {
    expect(reactUseOf(code, UNUSED_REACT_DOM_EXPORTS, 'react-dom')).toBe(name);
  });

  it.each([
    "import { flushSync } from 'react-dom'; flushSync(f);",
    "import { createRoot } from 'react-dom/client';",
    "import * as ReactDOM from 'react-dom'; ReactDOM.flushSync(f);",
    "VIEWS.get(id)?.preload();",
  ])('leaves alone %s', (code) => {
    expect(reactUseOf(code, UNUSED_REACT_DOM_EXPORTS, 'react-dom')).toBeNull();
  });

  it('react-dom\'s client and the libraries bundled with it use none of react-dom\'s removed exports', () => {
    // The packages the script-tag build bundles that import react-dom (package.json; @floating-ui
    // is not one of them here).
    for (const file of ['node_modules/react-dom/cjs/react-dom-client.production.js', 'node_modules/@tanstack/react-virtual/dist/esm/index.js']) {
      expect(reactUseOf(readFileSync(file, 'utf8'), UNUSED_REACT_DOM_EXPORTS, 'react-dom')).toBeNull();
    }
  });
});
