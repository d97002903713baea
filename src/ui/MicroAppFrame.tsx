/** @jsxImportSource @emotion/react */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { microAppContainer, startMicroApp, type MicroAppName, type MicroAppOutcome, type MicroAppSession } from '../platform/micro-app';
import { deepActiveElement } from '../platform/focus';

const frame = css`
  display: block;
  min-height: 0;
`;

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface Props {
  name: MicroAppName;
  url: string;
  /** Handed to `mount` once; later values go to the app's optional `update`. */
  props: object;
  /** The load settled; a failure has been logged by the loader. */
  onSettled?: (outcome: MicroAppOutcome) => void;
  /** Once mounted, focus moves to the app's first control unless the app took it itself. */
  autoFocus?: boolean;
  hidden?: boolean;
}

/**
 * Where a micro-app lives in the chrome: a host element whose own shadow root holds the app's
 * container (platform/micro-app.ts). Loaded when this mounts, unmounted when it unmounts (so a
 * `chrome.unmount()` that takes the root away unmounts the app too), a failure only logged.
 */
export function MicroAppFrame({ name, url, props, onSettled, autoFocus, hidden }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const session = useRef<MicroAppSession | null>(null);
  const latest = useRef({ props, onSettled, autoFocus });
  useLayoutEffect(() => { latest.current = { props, onSettled, autoFocus }; });

  useEffect(() => {
    if (!host.current) return undefined;
    const el = microAppContainer(host.current);
    const mine = startMicroApp(name, url, el, latest.current.props);
    session.current = mine;
    let live = true;
    void mine.done.then((outcome) => {
      if (!live) return;
      if (outcome === 'mounted' && latest.current.autoFocus && !el.contains(deepActiveElement())) {
        el.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
      latest.current.onSettled?.(outcome);
    });
    return () => {
      live = false;
      session.current = null;
      mine.stop();
      el.remove();
    };
  }, [name, url]);

  // The first props went to mount(); later ones (a new language or theme) to update().
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else session.current?.update(props);
  }, [props]);

  return <div ref={host} css={frame} data-micro-app={name} hidden={hidden} />;
}
