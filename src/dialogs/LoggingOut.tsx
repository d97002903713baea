import { classes, globalStyles } from '../theme/sheet';

globalStyles('@keyframes sc-spin { to { transform: rotate(360deg); } }');

const s = classes('logging-out', {
  screen: `
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: color-mix(in srgb, var(--sc-bg) 85%, transparent);
  color: var(--sc-text);
  font-size: 16px;
  `,
  spinner: `
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 3px solid var(--sc-border);
    border-top-color: var(--sc-brand);
    animation: sc-spin .8s linear infinite;
  `,
});

/** The full-screen `Logging out` status of site-chrome.md §4. */
export default function LoggingOut({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={s.screen}>
      <span aria-hidden="true" className={s.spinner} />
      <span>{label}</span>
    </div>
  );
}
