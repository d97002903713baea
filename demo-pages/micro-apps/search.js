// The demo's search micro-app (SiteChrome issue 15): a plain ES module exporting mount(el, props),
// unmount() and the optional update(props). SiteChrome mounts it in the dialog the header's Search
// box opens, with the props of site-chrome.md §7. It searches the dev API's spot list with the
// SDK's own ranking (src/rules/market-search.ts, built for the demo as dist/demo/market-search.js),
// never a copy of it; each result links to /trade/{pair} under the language prefix.
// The props it received are kept in `data-props` on its root, for the demo's tests to read. The
// field is a text input with the searchbox role: in a filled `type="search"` field Chromium's
// Escape only empties it, and Escape should close the dialog at once.

import { indexMarkets, searchMarkets } from '/static/chrome/demo/market-search.js';

const CSS = `
  .search { display: grid; gap: 10px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--sc-text, #070808); }
  input {
    font: inherit; padding: 10px 12px; border-radius: 10px; width: 100%; box-sizing: border-box;
    border: 1px solid var(--sc-border, #c9ccd1); background: var(--sc-surface-2, #f5f6f7); color: inherit;
  }
  input:focus-visible, a:focus-visible { outline: 2px solid var(--sc-focus, #2354e6); outline-offset: 2px; }
  .status { margin: 0; font-size: 12px; color: var(--sc-text-2, #5f6368); }
  ul { list-style: none; margin: 0; padding: 0; max-height: 360px; overflow-y: auto; }
  a { display: grid; grid-template-columns: 1fr auto auto; gap: 12px; align-items: baseline; padding: 8px 10px; border-radius: 8px; color: inherit; text-decoration: none; }
  a:hover { background: var(--sc-hover, #f2f3f5); }
  .pair b { font-weight: 600; }
  .pair span, .change { color: var(--sc-text-2, #5f6368); }
  .price { font-variant-numeric: tabular-nums; }
`;

/** The dialog shows this many results; the ranking still runs over the whole list. */
const SHOWN = 50;

let mounted = null;

/** The props as data (callbacks left out), for `data-props`. */
const plain = (props) => JSON.stringify(props, (key, value) => (typeof value === 'function' ? undefined : value));

/** A row of GET /apiw/v2/market/spots (CONTRACT §4 array order) as the ranking reads it. */
function spotRow(raw) {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string') return null;
  const [pair, name, change, rate] = raw;
  const cut = pair.indexOf('_');
  if (cut <= 0) return null;
  return { pair, name: typeof name === 'string' ? name : '', change: String(change ?? ''), rate: String(rate ?? ''), base: pair.slice(0, cut), quote: pair.slice(cut + 1) };
}

const keysOf = (row) => ({ base: row.base, quote: row.quote, name: row.name, pair: row.pair });

function renderRows(state) {
  const { doc, list, status, input, props } = state;
  if (!state.index) return;
  const found = searchMarkets(state.index, input.value);
  status.textContent = found.length === 1 ? '1 market' : `${found.length} markets`;
  list.replaceChildren(...found.slice(0, SHOWN).map((row) => {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = `${props.prefix || ''}/trade/${encodeURIComponent(row.pair)}`;
    link.innerHTML = '<span class="pair"><b></b> <span></span></span><span class="price"></span><span class="change"></span>';
    link.querySelector('.pair b').textContent = `${row.base}/${row.quote}`;
    link.querySelector('.pair span').textContent = row.name;
    link.querySelector('.price').textContent = row.rate;
    const change = Number(row.change);
    link.querySelector('.change').textContent = Number.isFinite(change) ? `${change > 0 ? '+' : ''}${change.toFixed(2)}%` : '';
    item.append(link);
    return item;
  }));
}

export function mount(el, props) {
  const doc = el.ownerDocument;
  const style = doc.createElement('style');
  if (props.nonce) style.nonce = props.nonce;
  style.textContent = CSS;

  const root = doc.createElement('div');
  root.className = 'search';
  root.dir = props.dir || 'ltr';
  root.dataset.props = plain(props);
  root.innerHTML = `
    <input type="text" role="searchbox" enterkeyhint="search" aria-label="Coin or pair" placeholder="Coin or pair" autocomplete="off" spellcheck="false">
    <p class="status" role="status">Loading markets…</p>
    <ul aria-label="Markets"></ul>`;
  const state = {
    doc, props, index: null, root,
    input: root.querySelector('input'), status: root.querySelector('.status'), list: root.querySelector('ul'),
    controller: new AbortController(),
  };
  state.input.addEventListener('input', () => renderRows(state));

  const url = `${props.apiBase || ''}/apiw/v2/market/spots?exchange_type=ALL&timezone=24h`;
  fetch(url, { credentials: 'include', signal: state.controller.signal })
    .then((response) => response.json())
    .then((answer) => {
      const rows = (Array.isArray(answer && answer.data) ? answer.data : []).map(spotRow).filter(Boolean);
      state.index = indexMarkets(rows, keysOf);
      renderRows(state);
    })
    .catch(() => {
      if (!state.controller.signal.aborted) state.status.textContent = 'Markets could not be loaded.';
    });

  el.append(style, root);
  mounted = { style, state };
  state.input.focus();
}

/** New props (a theme or language change while open): kept for the links and `data-props`. */
export function update(props) {
  if (!mounted) return;
  mounted.state.props = props;
  mounted.state.root.dir = props.dir || 'ltr';
  mounted.state.root.dataset.props = plain(props);
  renderRows(mounted.state);
}

export function unmount() {
  if (!mounted) return;
  mounted.state.controller.abort();
  mounted.style.remove();
  mounted.state.root.remove();
  mounted = null;
}
