/**
 * Stands in for `hoist-non-react-statics`, which @emotion/react imports only for `withTheme`. The
 * package is CommonJS, so the bundler keeps it (and `react-is`) even though we never call
 * `withTheme`; this ES version is tree-shaken away. It still works if `withTheme` is ever used:
 * it copies a component's own statics except the ones React owns.
 */
const REACT_STATICS = new Set([
  'childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps',
  'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type', 'compare', 'render', '$$typeof',
  'name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity',
]);

export default function hoistNonReactStatics<T extends object, S extends object>(target: T, source: S): T {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (REACT_STATICS.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    try {
      if (descriptor) Object.defineProperty(target, key, descriptor);
    } catch {
      // a non-configurable property of the target stays as it is
    }
  }
  return target;
}
