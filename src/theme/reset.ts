/**
 * The reset every shadow root gets. Host pages force inherited properties with `!important` on
 * `*`, which reaches our host element and would be inherited inside; `:host` rules marked
 * `!important` win over the page's (CSS Scoping: for important declarations the inner context
 * wins), and `.sc-root` sets every inherited property explicitly so nothing leaks through.
 */
export const RESET_CSS = `
  :host {
    all: initial !important;
    display: block !important;
    position: relative !important;
    z-index: 1000 !important;
    visibility: visible !important;
    opacity: 1 !important;
  }
  /* The header's dropdowns hang over the page below it, the footer included (a short page puts
     the footer right under the header, and a later element of equal z-index would cover them). */
  :host([data-site-chrome-root='header']) {
    z-index: 1001 !important;
  }
  :host([data-site-chrome-root='overlay']) {
    position: static !important;
    height: 0 !important;
  }
  .sc-root {
    font-family: 'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
      'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', sans-serif;
    font-size: 14px;
    font-weight: 400;
    font-style: normal;
    line-height: 1.5;
    letter-spacing: normal;
    word-spacing: normal;
    text-align: start;
    text-transform: none;
    text-indent: 0;
    text-shadow: none;
    white-space: normal;
    color: var(--sc-text);
    cursor: auto;
    visibility: visible;
    -webkit-font-smoothing: antialiased;
    -webkit-text-size-adjust: 100%;
  }
  .sc-root *,
  .sc-root *::before,
  .sc-root *::after {
    box-sizing: border-box;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  button {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
    background: none;
    border: 0;
    padding: 0;
    margin: 0;
    cursor: pointer;
    text-align: inherit;
  }
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h2,
  h3,
  p {
    margin: 0;
    font: inherit;
  }
  svg {
    display: block;
    flex-shrink: 0;
  }
  :focus-visible {
    outline: 2px solid var(--sc-focus);
    outline-offset: 2px;
    border-radius: 4px;
  }
  .sc-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
