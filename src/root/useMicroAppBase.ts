import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $theme } from '../stores/theme';
import { microAppBaseProps, type MicroAppBaseProps } from '../rules/micro-app-props';
import { useSite } from './useSite';
import { absoluteApiBase } from '../platform/location';

/**
 * The props every micro-app gets (rules/micro-app-props.ts) for this root: site, language,
 * prefix, theme, API base and nonce. One hook for the login, search and chat-room hosts, so a
 * new base prop reaches all of them.
 */
export function useMicroAppBase(): MicroAppBaseProps {
  const { site, lang, setup } = useSite();
  const theme = useStore($theme);
  // Absolute: the app's own relative calls would go to a host `<base href>` elsewhere (issue 20).
  const apiBase = absoluteApiBase(setup?.apiBase ?? '');
  const nonce = setup?.nonce;
  return useMemo(() => microAppBaseProps({ site, lang, apiBase, theme, nonce }), [site, lang, apiBase, theme, nonce]);
}
