/** @jsxImportSource @emotion/react */
/**
 * The VIP tier badge. The product's badge images are named by level (site-chrome.md §9); the SDK
 * draws the badge itself so it needs no image host, and its text is the accessible "VIP n".
 */
export function VipBadge({ level, label }: { level: number; label: string }) {
  const top = level >= 12;
  return (
    <span data-vip-level={level}
      css={{
        display: 'inline-flex', alignItems: 'center', gap: 3, padding: '1px 7px 1px 5px', borderRadius: 10,
        fontSize: 11, fontWeight: 700, letterSpacing: '0.02em', whiteSpace: 'nowrap',
        color: level > 0 ? '#3d2a00' : 'var(--sc-text-2)',
        background: level > 0 ? (top ? 'linear-gradient(90deg, #f5d58a, #e0a93b)' : 'linear-gradient(90deg, #f8e3b0, #f0c96a)') : 'var(--sc-surface-2)',
      }}>
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="currentColor" />
      </svg>
      {label}
    </span>
  );
}
