// The demo's search micro-app (SiteChrome issue 15): a plain ES module exporting mount(el, props),
// unmount() and the optional update(props). SiteChrome mounts it in the dialog the header's Search
// box opens, with the props of site-chrome.md §7 and `keyword` (what the visitor typed in the box).
// It searches the dev API's spot list with the SDK's own ranking, row links and coin-icon rule
// (build/demo-market-search.ts, built for the demo as dist/demo/market-search.js), never copies of
// them, and shows the result as the market panels do: a listbox of 58 px rows of which only those
// in view, and a few beyond, are in the DOM. The field keeps focus; ArrowUp/ArrowDown (PageUp,
// PageDown, Home, End) move the active row (aria-activedescendant), Enter follows it; the list,
// the next Tab stop, takes the same keys.
// The props it received are kept in `data-props` on its root, for the demo's tests to read. The
// field is a text input with the searchbox role: in a filled `type="search"` field Chromium's
// Escape only empties it, and Escape should close the dialog at once.

import { DEFAULT_COIN_ICON_FILE, coinIconUrl, indexMarkets, searchMarkets, spotHref } from '/static/chrome/demo/market-search.js';

/** The panels' sizes (site-chrome.md §9: rows of 58); a dialog shows 7 rows, and keeps 6 more on each side. */
const ROW = 58;
const HEIGHT = ROW * 7;
const OVERSCAN = 6;
const PAGE = Math.floor(HEIGHT / ROW);
/** The SDK's default coin icon, served beside its loader. */
const DEFAULT_ICON = new URL(`/static/chrome/${DEFAULT_COIN_ICON_FILE}`, import.meta.url).href;

const CSS = `
  .search { display: grid; gap: 10px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--sc-text, #070808); }
  input {
    font: inherit; padding: 10px 12px; border-radius: 10px; width: 100%; box-sizing: border-box;
    border: 1px solid var(--sc-border, #c9ccd1); background: var(--sc-surface-2, #f5f6f7); color: inherit;
  }
  input:focus-visible { outline: 2px solid var(--sc-focus, #2354e6); outline-offset: 2px; }
  .status { margin: 0; font-size: 12px; color: var(--sc-text-2, #5f6368); }
  .list { position: relative; height: ${HEIGHT}px; overflow-y: auto; overscroll-behavior: contain; }
  .list[data-empty] { height: auto; }
  .list:focus-visible { outline: 2px solid var(--sc-focus, #2354e6); outline-offset: 2px; border-radius: 8px; }
  .rows { position: relative; }
  .row {
    position: absolute; top: 0; left: 0; right: 0; height: ${ROW}px; box-sizing: border-box;
    display: grid; grid-template-columns: 24px 1fr auto; gap: 12px; align-items: center; padding: 0 10px;
    border-radius: 8px; color: inherit; text-decoration: none;
  }
  .row:hover, .row[aria-selected="true"] { background: var(--sc-hover, #f2f3f5); }
  .row img { width: 24px; height: 24px; border-radius: 50%; }
  .pair { display: grid; min-width: 0; }
  .pair b { font-weight: 600; }
  .pair span { font-size: 12px; color: var(--sc-text-2, #5f6368); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .end { display: grid; justify-items: end; font-variant-numeric: tabular-nums; }
  /* Prices and changes read left to right in Arabic too (+0.40%, not 0.40%+). */
  .end > * { direction: ltr; unicode-bidi: isolate; }
  .end span { font-size: 12px; color: var(--sc-text-2, #5f6368); }
  /* As the panels mix them (src/features/markets/styles.ts): the rise colours alone are too light for 12 px text. */
  .end .up { color: color-mix(in srgb, var(--sc-up, #20b26c) 66%, var(--sc-text, #070808)); }
  .end .down { color: color-mix(in srgb, var(--sc-down, #ef454a) 66%, var(--sc-text, #070808)); }
`;

let mounted = null;

/** The props as data (callbacks left out), for `data-props`. */
const plain = (props) => JSON.stringify(props, (key, value) => (typeof value === 'function' ? undefined : value));

/** A row of GET /apiw/v2/market/spots (CONTRACT §4 array order) as the ranking reads it. */
function spotRow(raw) {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string') return null;
  const [pair, name, change, rate] = raw;
  const cut = pair.indexOf('_');
  if (cut <= 0) return null;
  return {
    pair, name: typeof name === 'string' ? name : '', change: String(change ?? ''), rate: String(rate ?? ''),
    base: pair.slice(0, cut), quote: pair.slice(cut + 1), icon: typeof raw[12] === 'string' ? raw[12] : '',
  };
}

const keysOf = (row) => ({ base: row.base, quote: row.quote, name: row.name, pair: row.pair });

/**
 * The SDK's link rule under the language prefix: the props carry the prefix (`''` for the site's
 * default language, else `/{lang}`), so "default language" is whichever the prefix says.
 */
const hrefOf = (row, props) => spotHref(row.pair, { lang: props.lang, defaultLang: props.prefix ? '' : props.lang });

function rowElement(state, row, index) {
  const { doc, props } = state;
  const link = doc.createElement('a');
  link.className = 'row';
  link.id = `search-option-${index}`;
  link.setAttribute('role', 'option');
  link.tabIndex = -1;
  const href = hrefOf(row, props);
  if (href) link.href = href;
  link.innerHTML = '<img alt="" loading="lazy" width="24" height="24"><span class="pair"><b></b><span></span></span><span class="end"><b></b><span></span></span>';
  const icon = link.querySelector('img');
  icon.addEventListener('error', () => { if (icon.src !== DEFAULT_ICON) icon.src = DEFAULT_ICON; }, { once: true });
  icon.src = coinIconUrl(row.base, { apiBase: props.apiBase || '', whitelist: props.coinIconWhitelist || {}, defaultIcon: DEFAULT_ICON }, row.icon);
  link.querySelector('.pair b').textContent = `${row.base}/${row.quote}`;
  link.querySelector('.pair span').textContent = row.name;
  link.querySelector('.end b').textContent = row.rate;
  const change = Number(row.change);
  const shown = link.querySelector('.end span');
  shown.textContent = Number.isFinite(change) ? `${change > 0 ? '+' : ''}${change.toFixed(2)}%` : '';
  if (Number.isFinite(change) && change !== 0) shown.className = change > 0 ? 'up' : 'down';
  link.style.transform = `translateY(${index * ROW}px)`;
  return link;
}

/** The rows in view and `OVERSCAN` on each side: the only ones in the DOM. */
function drawWindow(state) {
  const { list, rows, found, input } = state;
  const top = list.scrollTop;
  const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
  const last = Math.min(found.length, Math.ceil((top + HEIGHT) / ROW) + OVERSCAN);
  // Rows already drawn for this result are kept (their icons stay loaded); the rest are made.
  const kept = new Map();
  const drawn = [];
  for (let i = first; i < last; i++) {
    const el = state.drawn.get(i) ?? rowElement(state, found[i], i);
    kept.set(i, el);
    el.setAttribute('aria-selected', String(i === state.active));
    el.setAttribute('aria-posinset', String(i + 1));
    el.setAttribute('aria-setsize', String(found.length));
    drawn.push(el);
  }
  state.drawn = kept;
  rows.replaceChildren(...drawn);
  for (const owner of [input, list]) {
    if (state.active >= first && state.active < last) owner.setAttribute('aria-activedescendant', `search-option-${state.active}`);
    else owner.removeAttribute('aria-activedescendant');
  }
}

/** Ranks the list for the field's text, from the top, nothing active. */
function search(state) {
  if (!state.index) return;
  state.found = searchMarkets(state.index, state.input.value);
  state.active = -1;
  state.drawn = new Map();
  state.status.textContent = state.found.length === 1 ? '1 market' : `${state.found.length} markets`;
  state.rows.style.height = `${state.found.length * ROW}px`;
  state.list.toggleAttribute('data-empty', state.found.length === 0);
  state.list.scrollTop = 0;
  drawWindow(state);
}

/** Makes row `index` the active one, scrolled into view (so it is in the DOM). */
function activate(state, index) {
  const { list, found } = state;
  if (found.length === 0) return;
  const next = Math.max(0, Math.min(found.length - 1, index));
  state.active = next;
  if (next * ROW < list.scrollTop) list.scrollTop = next * ROW;
  else if ((next + 1) * ROW > list.scrollTop + HEIGHT) list.scrollTop = (next + 1) * ROW - HEIGHT;
  drawWindow(state);
}

const STEP = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };

function onKey(state, e) {
  const { found, active } = state;
  if (e.isComposing) return;
  let to = null;
  if (e.key in STEP) to = (active < 0 && e.key === 'ArrowDown' ? -1 : active) + STEP[e.key];
  else if (e.key === 'Home' && active >= 0) to = 0;
  else if (e.key === 'End' && active >= 0) to = found.length - 1;
  if (to !== null) {
    e.preventDefault();
    activate(state, to);
  } else if (e.key === 'Enter' && found.length > 0) {
    // The active row, else the best match: the visitor typed a coin and pressed Enter.
    e.preventDefault();
    activate(state, Math.max(0, active));
    state.rows.querySelector(`#search-option-${state.active}`)?.click();
  }
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
    <input type="text" role="searchbox" enterkeyhint="search" aria-label="Coin or pair" placeholder="Coin or pair" autocomplete="off" spellcheck="false" aria-controls="search-markets">
    <p class="status" role="status">Loading markets…</p>
    <div class="list" id="search-markets" role="listbox" aria-label="Markets" tabindex="0" data-empty><div class="rows"></div></div>`;
  const state = {
    doc, props, index: null, root, found: [], active: -1, drawn: new Map(),
    input: root.querySelector('input'), status: root.querySelector('.status'), list: root.querySelector('.list'), rows: root.querySelector('.rows'),
    controller: new AbortController(), frame: 0,
  };
  state.input.value = props.keyword || '';
  state.input.addEventListener('input', () => search(state));
  // The list is a Tab stop too (a scrolling region must be reachable by keyboard), with the same keys.
  state.input.addEventListener('keydown', (e) => onKey(state, e));
  state.list.addEventListener('keydown', (e) => onKey(state, e));
  state.list.addEventListener('scroll', () => {
    cancelAnimationFrame(state.frame);
    state.frame = requestAnimationFrame(() => drawWindow(state));
  }, { passive: true });

  // As the SDK's own market calls: the visitor's language and the site.
  // The SDK's market calls send the price change's reference time as `timezone` (its `refTime` prop).
  const timezone = ['24h', 'utc0', 'utc8'].includes(props.refTime) ? props.refTime : '24h';
  const url = `${props.apiBase || ''}/apiw/v2/market/spots?exchange_type=ALL&timezone=${encodeURIComponent(timezone)}`;
  fetch(url, {
    credentials: 'include', signal: state.controller.signal,
    headers: { Accept: 'application/json', 'X-App-Lang': props.lang, 'X-App-Type': String(props.siteId ?? '') },
  })
    .then((response) => response.json())
    .then((answer) => {
      const rows = (Array.isArray(answer && answer.data) ? answer.data : []).map(spotRow).filter(Boolean);
      state.index = indexMarkets(rows, keysOf);
      search(state);
    })
    .catch(() => {
      if (!state.controller.signal.aborted) state.status.textContent = 'Markets could not be loaded.';
    });

  el.append(style, root);
  mounted = { style, state };
  state.input.focus();
  state.input.setSelectionRange(state.input.value.length, state.input.value.length);
}

/**
 * New props (a theme or language change while open, or a keyword the visitor went on typing in the
 * header's box while the dialog loaded): kept for the links and `data-props`; the keyword replaces
 * the field's text only if the visitor has not typed here since.
 */
export function update(props) {
  if (!mounted) return;
  const { state } = mounted;
  const typedHere = state.input.value !== (state.props.keyword || '');
  state.props = props;
  state.root.dir = props.dir || 'ltr';
  state.root.dataset.props = plain(props);
  if (!typedHere && state.input.value !== (props.keyword || '')) {
    state.input.value = props.keyword || '';
    search(state);
    return;
  }
  // The links and icons depend on the props (the prefix, the whitelist): drawn again.
  state.drawn = new Map();
  drawWindow(state);
}

export function unmount() {
  if (!mounted) return;
  mounted.state.controller.abort();
  cancelAnimationFrame(mounted.state.frame);
  mounted.style.remove();
  mounted.state.root.remove();
  mounted = null;
}
