import { createContext } from 'react';
import type { RootKind } from './ChromeRoot';

/** The shadow root a chrome tree renders in, for code that styles into it (EmotionScope). */
export interface RootInfo {
  kind: RootKind;
  shadowRoot: ShadowRoot;
  nonce: string | undefined;
}

export const RootContext = createContext<RootInfo | null>(null);
