/** @jsxImportSource @emotion/react */
import { useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { BP } from '../theme/tokens';
import { mediaMatches } from '../platform/media-query';
import { report } from '../platform/report';
import { Dialog } from './Dialog';
import { DialogHead } from './TitledDialog';

/** compliance §9: at 768 px or less the tooltip is a modal (no hover on a phone, no room beside the control). */
export const TOOLTIP_MODAL_QUERY = `(max-width: ${BP.tablet}px)`;

const wrap = css`
  position: relative;
  display: inline-flex;
`;

/** The child's own box, inside the wrapper, as if the span were not there. */
const contents = css`
  display: contents;
`;

const tip = css`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-start: 50%;
  transform: translateX(-50%);
  z-index: 10;
  width: max-content;
  max-width: 280px;
  padding: 8px 12px;
  border-radius: 8px;
  background: var(--sc-text);
  color: var(--sc-bg);
  font-size: 12px;
  line-height: 1.5;
  /* The 6 px gap belongs to the tooltip, so the pointer can move onto it (WCAG 1.4.13). */
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    bottom: 100%;
    height: 6px;
  }
  [dir='rtl'] & {
    transform: translateX(50%);
  }
`;

const body = css`
  padding: 0 24px 24px;
  font-size: 14px;
  color: var(--sc-text-2);
`;

interface Props {
  /** The modal's title on small screens. */
  title: string;
  /** The tooltip's text (or a few inline elements). */
  content: ReactNode;
  closeLabel: string;
  /** Exactly one element: the control the tooltip describes (compliance §5). */
  children: ReactElement;
}

/**
 * The tooltip-modal wrapper (compliance §5, §9): around a single element child, a tooltip on
 * hover or focus (its description, `aria-describedby`; Escape hides it), and at 768 px or less a
 * modal with the same text opened by a tap. Anything but a single element child is a mistake of
 * the caller: reported once, and the child is rendered without a tooltip.
 */
export function TooltipModal({ title, content, closeLabel, children }: Props) {
  const id = useId();
  const titleId = useId();
  const trigger = useRef<HTMLSpanElement>(null);
  const [valid, setValid] = useState(true);
  const reported = useRef(false);
  const [tipShown, setTipShown] = useState(false);
  const [modal, setModal] = useState(false);

  useLayoutEffect(() => {
    const nodes = trigger.current ? [...trigger.current.childNodes].filter((n) => n.nodeType !== 8) : [];
    const child = nodes.length === 1 && nodes[0] instanceof Element ? nodes[0] : null;
    if (!child) {
      // Once per wrapper, not on every render of its parent; a later single child recovers.
      if (!reported.current) report(new Error('TooltipModal needs a single element child'), { area: 'render' });
      reported.current = true;
      setValid(false);
      return undefined;
    }
    setValid(true);
    child.setAttribute('aria-describedby', id);
    return () => child.removeAttribute('aria-describedby');
  }, [children, id]);

  // Without a single element child the wrapper stays (it is what a later render checks again), inert.
  const small = () => !valid || mediaMatches(TOOLTIP_MODAL_QUERY);
  return (
    <span css={wrap}
      onPointerEnter={() => { if (valid && !small()) setTipShown(true); }} onPointerLeave={() => setTipShown(false)}
      onFocus={() => { if (valid && !small()) setTipShown(true); }} onBlur={() => setTipShown(false)}
      onKeyDown={(e) => { if (e.key === 'Escape' && tipShown) { e.stopPropagation(); setTipShown(false); } }}
      onClick={(e) => {
        // Only a tap on the control: the modal's own clicks bubble here too.
        if (!valid || !mediaMatches(TOOLTIP_MODAL_QUERY) || !trigger.current?.contains(e.target as Node)) return;
        e.preventDefault();
        setTipShown(false);
        setModal(true);
      }}>
      <span ref={trigger} css={contents}>{children}</span>
      {valid ? <span role="tooltip" id={id} css={tip} hidden={!tipShown}>{content}</span> : null}
      {modal ? (
        <Dialog open onClose={() => setModal(false)} labelledBy={titleId} width={360}>
          <DialogHead id={titleId} title={title} closeLabel={closeLabel} onClose={() => setModal(false)} />
          <div css={body}>{content}</div>
        </Dialog>
      ) : null}
    </span>
  );
}
