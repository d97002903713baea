/** @jsxImportSource @emotion/react */
import { useLayoutEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import type { BusinessMessage } from '../../api/calls/compliance';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { isBannerMessage } from '../../rules/compliance';
import { $compliance } from '../../stores/compliance';
import { followServerUrl } from '../../platform/navigation';
import { CloseButton } from '../../ui/Dialog';
import { compactPrimaryButton, compactSecondaryButton } from '../../ui/buttons';
import { ServerText } from './ServerText';

const message = css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 10px 16px;
  background: var(--sc-surface);
  border-bottom: 1px solid var(--sc-border);
  border-inline-start: 4px solid #f0a70a;
  color: var(--sc-text);
  font-size: 14px;
  line-height: 20px;
`;

const main = css`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    margin-bottom: 2px;
    font-weight: 600;
  }
`;

const text = css`
  color: var(--sc-text-2);
  p {
    margin: 0;
  }
  a[href] {
    color: var(--sc-brand);
    text-decoration: underline;
  }
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/**
 * The business compliance banner (compliance-and-dialogs.md §2, §3; CONTRACT §4): each business
 * message with content or a title, in the server's order, one under the other: its title, its
 * sanitized HTML with the `{key}` links of `text_link`, its OK (to `ok_button_router` under the
 * URL rule) and cancel buttons where given, and a close button unless `no_close_button`. Each
 * closes on its own; the bar goes when the last one has.
 */
export default function BusinessBanner({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const messages = useStore($compliance).value.business.filter(isBannerMessage);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const regions = useRef(new Map<number, HTMLDivElement>());
  const focusTo = useRef<number | null>(null);
  const close = (index: number) => {
    const next = new Set(closed).add(index);
    setClosed(next);
    if (messages.every((_, i) => next.has(i))) {
      onClose();
      return;
    }
    // The control that had focus goes with its message: focus moves to the next message left (else
    // the one before), as the bar host does for the last one, rather than falling to the page.
    const open = messages.map((_, i) => i).filter((i) => !next.has(i));
    const region = regions.current.get(index);
    const root = region?.getRootNode() as ShadowRoot | Document | undefined;
    if (region && root && region.contains(root.activeElement)) {
      focusTo.current = open.find((i) => i > index) ?? open[open.length - 1] ?? null;
    }
  };
  useLayoutEffect(() => {
    const to = focusTo.current === null ? undefined : regions.current.get(focusTo.current);
    focusTo.current = null;
    to?.querySelector<HTMLElement>('a[href], button')?.focus();
  });
  const view = (m: BusinessMessage, index: number) => (
    <div key={index} ref={(el) => { if (el) regions.current.set(index, el); else regions.current.delete(index); }}
      role="region" aria-label={m.title || t('compliance.banner.label')} css={message}>
      <div css={main}>
        {m.title && <strong>{m.title}</strong>}
        <ServerText content={m.content} links={m.textLinks} styles={text} />
        {(m.okButton || m.cancelButton) && (
          <div css={buttons}>
            {m.okButton && (
              <button type="button" css={compactPrimaryButton} onClick={() => { close(index); followServerUrl(m.okButtonRouter, site.anti); }}>{m.okButton}</button>
            )}
            {m.cancelButton && <button type="button" css={compactSecondaryButton} onClick={() => close(index)}>{m.cancelButton}</button>}
          </div>
        )}
      </div>
      {!m.noCloseButton && <CloseButton label={t('compliance.close')} onClick={() => close(index)} />}
    </div>
  );
  return <>{messages.map((m, i) => (closed.has(i) ? null : view(m, i)))}</>;
}
