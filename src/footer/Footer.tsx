import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { mq } from '../theme/tokens';
import { withMessages } from '../i18n/catalogs';
import { classes } from '../theme/sheet';
import { lazyView } from '../ui/lazyView';
import { useStore } from '@nanostores/react';
import { $belowTheFold } from '../stores/painted';
import { DialogSlot } from '../dialogs/DialogSlot';

/*
 * The footer sits below the fold, so its content (every regional footer, its English messages,
 * the icons) is a lazy chunk requested only once the chrome has painted (`$painted`) and the
 * page's features have decided what their data shows (`$settled`): none of it is downloaded or
 * rendered before the header, nor beside the bars and dialogs. The landmark and its reserved
 * height are there at once.
 */
const FooterContent = lazyView(() => withMessages('footer', import('./FooterContent')));

const s = classes('footer', {
  shell: `
  background: var(--sc-surface-2);
  border-top: 1px solid var(--sc-border);
  color: var(--sc-text);
  padding: 56px 24px 28px;
  ${mq.footerMobile} {
    padding: 28px 16px 20px;
  }
  `,
  /** Keeps the page from jumping while the footer chunk loads. */
  placeholder: `
  min-height: 360px;
  ${mq.footerMobile} {
    min-height: 480px;
  }
  `,
});

/**
 * The footer landmark. `content`, when given, is its content already loaded: the server's render
 * (src/server) and the browser's hydration of that markup (mount/hydrate.tsx) draw it at once,
 * where the browser's own render waits for the first paint and loads it.
 */
export function Footer({ content }: { content?: ReactNode }) {
  // Once painted and the page's features have made their first decisions (stores/painted.ts).
  // Deferred: the content's first render is time-sliced, so it never holds the page in one long task.
  const due = useDeferredValue(useStore($belowTheFold));
  const reserved = <div className={s.placeholder} />;
  return (
    <>
      <footer role="contentinfo" className={s.shell}>
        {content ?? (due ? <Suspense fallback={reserved}><FooterContent /></Suspense> : reserved)}
      </footer>
      {/* Dialogs render here when the footer's root hosts them (outside the landmark). */}
      <DialogSlot root="footer" />
    </>
  );
}
