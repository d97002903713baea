/** @jsxImportSource @emotion/react */
import { useCallback, useId, useState, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { ChevronDown } from './icons';

/** The chevron after the label turns over while its section is open. */
const chevron = css`
  display: inline-flex;
  transition: transform 0.2s;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The heading around the button takes the button's size, not a heading's. */
const headingBox = css`
  font-size: inherit;
`;

/**
 * An accordion's state (site-chrome.md §4): one section open at a time, and toggling the open one
 * closes it. One hook for sections that render apart share it (the footer's columns and coin lists).
 */
export function useAccordion(): [string | null, (id: string) => void] {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  return [openId, toggle];
}

interface SectionProps {
  /** The button's text: the section's accessible name. */
  label: string;
  open: boolean;
  onToggle: () => void;
  /** The button sits in a heading (a footer column's title); none inside a menu. */
  heading?: 2 | 3;
  /** The panel is a region named by its button (a menu's sections), not for a list of link columns. */
  region?: boolean;
  styles: { button: SerializedStyles; panel?: SerializedStyles };
  children: ReactNode;
}

/**
 * One section of the one accordion primitive: a disclosure button (`aria-expanded`,
 * `aria-controls`) with a turning chevron, and its panel, hidden while closed. The caller wraps it
 * (a list item, a bordered block) and decides whether a closed panel renders its content.
 */
export function AccordionSection({ label, open, onToggle, heading, region, styles, children }: SectionProps) {
  const base = useId();
  const buttonId = `${base}-button`;
  const panelId = `${base}-panel`;
  const button = (
    <button id={buttonId} type="button" css={styles.button} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      {label}
      <span css={chevron} aria-hidden="true"><ChevronDown size={16} /></span>
    </button>
  );
  const Heading = heading ? (`h${heading}` as const) : null;
  return (
    <>
      {Heading ? <Heading css={headingBox}>{button}</Heading> : button}
      <div id={panelId} hidden={!open} css={styles.panel}
        {...(region ? { role: 'region', 'aria-labelledby': buttonId } : {})}>
        {children}
      </div>
    </>
  );
}
