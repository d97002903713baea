/** @jsxImportSource @emotion/react */
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { css } from '@emotion/react';
import { $bars } from '../stores/bars';
import { hideBar } from '../stores/bar-actions';
import { barsOnScreen, type BarId } from '../rules/bar-order';
import { $dialogs } from '../stores/dialogs';
import { $compliance } from '../stores/compliance';
import { PENDING_MS } from '../rules/pending-time';
import { preloadPart } from '../ui/preloadPart';
import { BAR_VIEWS } from './bar-views';
import { headerBottom, watchHeaderBox } from '../platform/layout';
import { moveFocusFromBar } from '../platform/bar-focus';

/** Each bar's view (bar-views.ts), loadable ahead of its bar (preloadBarView) so that it shows without suspending. */
const VIEWS = new Map(Object.entries(BAR_VIEWS).map(([id, load]) => [id, preloadPart(load)]));

/** A feature's gate said its bar may show (platform/feature-gate.ts, its slot): its view loads now. */
export function preloadBarView(id: string): void {
  VIEWS.get(id)?.preload();
}

/**
 * No layout shift (issue 12): the bars arrive after calls, long after the host page has painted,
 * so they never take room in the page's flow. The stack is absolutely positioned in the document
 * (it scrolls with the page) with its top on the header root's bottom edge, and overlays the host
 * content there until closed; without a header root it sits at the top of the document.
 */
const stack = css`
  position: absolute;
  inset-inline: 0;
  top: 0;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
`;

/** One bar's elements, laid out as the stack's own children (the slot only marks whose they are). */
const slot = css`
  display: contents;
`;
/** A bar below one still loading: mounted (its view loads meanwhile), not yet on screen. */
const waiting = css`
  display: none;
`;

/** Stands in for a bar whose view is loading, and says so while it does. */
function Loading({ id, track }: { id: BarId; track: (id: BarId, loading: boolean) => void }) {
  useLayoutEffect(() => {
    track(id, true);
    return () => track(id, false);
  }, [id, track]);
  return null;
}

/** Each bar's view; a bar without one in this version is not shown. */
function View({ id, onClose }: { id: BarId; onClose: () => void }) {
  const view = VIEWS.get(id);
  return view ? <view.Part onClose={onClose} /> : null;
}

/**
 * The stack's top in its containing block: the header's bottom edge, both measured in the
 * viewport, so whatever element the page makes the containing block, the stack lines up.
 */
function useUnderHeader() {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const place = () => {
      const el = ref.current;
      if (!el) return;
      const origin = el.getBoundingClientRect().top - (parseFloat(el.style.top) || 0);
      const bottom = headerBottom();
      setTop(bottom === null ? 0 : Math.max(0, Math.round(bottom - origin)));
    };
    place();
    return watchHeaderBox(place);
  }, []);
  return { ref, top };
}

/**
 * Whether the compliance screens have decided (their bars asked for, or none), not only their
 * answer come: until their chunk has run, a banner may still come above the others. Once true it
 * stays true (a retry of their chunk holds the dialogs again, but must not hide bars on screen);
 * and a chunk that stalls holds the bars no longer than it holds the dialogs (PENDING_MS).
 */
export function useComplianceDecided(): boolean {
  const decided = useStore($dialogs).decided?.includes('compliance') ?? false;
  const answered = useStore($compliance).loaded;
  const [known, setKnown] = useState(false);
  // Kept from render to render (React's state adjusted while rendering).
  if (decided && !known) setKnown(true);
  useEffect(() => {
    if (known || !answered) return undefined;
    const timer = setTimeout(() => setKnown(true), PENDING_MS);
    return () => clearTimeout(timer);
  }, [known, answered]);
  return known || decided;
}

/**
 * The page bars (stores/bars.ts), in their order, in the overlay root. Each bar is its own lazy
 * island, so one that fails to load leaves the others.
 */
export default function BarHost() {
  const bars = useStore($bars);
  const complianceKnown = useComplianceDecided();
  const [loading, setLoading] = useState<ReadonlySet<BarId>>(() => new Set());
  const track = useCallback((id: BarId, on: boolean) => setLoading((now) => {
    const next = new Set(now);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  }), []);
  const onScreen = barsOnScreen(bars, loading, complianceKnown);
  const { ref, top } = useUnderHeader();
  const close = (id: BarId) => {
    // While the bar is still in the DOM: its neighbours decide where focus goes.
    moveFocusFromBar(ref.current, id);
    hideBar(id);
  };
  return (
    <div ref={ref} css={stack} style={{ top }}>
      {/* Each bar loads on its own; those below one still loading wait, so none moves. */}
      {bars.map((id, index) => (
        <div key={id} data-bar-slot={id} css={index < onScreen ? slot : waiting}>
          <Suspense fallback={<Loading id={id} track={track} />}><View id={id} onClose={() => close(id)} /></Suspense>
        </div>
      ))}
    </div>
  );
}
