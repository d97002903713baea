// The demo's chat-room micro-app (SiteChrome issue 12): a plain ES module exporting mount(el, props),
// unmount() and the optional update(props). Messages stay in the page (there is no chat server in
// the demo); a `/groupchat/{target}` short link opens it with props.target, e.g. "service".

const CSS = `
  .room { display: flex; flex-direction: column; height: 100%; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--sc-text, #070808); }
  .target { margin: 0; padding: 8px 16px; font-size: 12px; color: var(--sc-text-2, #5f6368); border-bottom: 1px solid var(--sc-border, #e6e8ea); }
  ol { flex: 1; margin: 0; padding: 12px 16px; list-style: none; overflow-y: auto; display: grid; align-content: start; gap: 10px; }
  li { max-width: 85%; padding: 8px 12px; border-radius: 12px; background: var(--sc-surface-2, #f5f6f7); }
  li.mine { justify-self: end; background: var(--sc-brand-fill, #2354e6); color: var(--sc-brand-text, #fff); }
  li b { display: block; font-size: 12px; }
  form { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid var(--sc-border, #e6e8ea); }
  input { flex: 1; min-width: 0; font: inherit; padding: 8px 12px; border-radius: 10px; border: 1px solid var(--sc-border, #c9ccd1); background: var(--sc-surface, #fff); color: inherit; }
  button { font: inherit; font-weight: 600; border: 0; border-radius: 10px; padding: 0 14px; background: var(--sc-brand-fill, #2354e6); color: var(--sc-brand-text, #fff); cursor: pointer; }
  input:focus-visible, button:focus-visible { outline: 2px solid var(--sc-focus, #2354e6); outline-offset: 2px; }
`;

const SEED = [
  ['Mia', 'GM everyone! BTC looking strong today.'],
  ['Kenji', 'Anyone trying the new launchpool?'],
  ['Lucas', 'Yes, staked some GT this morning.'],
];

let mounted = null;

function message(doc, who, text, mine) {
  const item = doc.createElement('li');
  if (mine) item.className = 'mine';
  const name = doc.createElement('b');
  name.textContent = who;
  item.append(name, doc.createTextNode(text));
  return item;
}

export function mount(el, props) {
  const doc = el.ownerDocument;
  const style = doc.createElement('style');
  if (props.nonce) style.nonce = props.nonce;
  style.textContent = CSS;
  const room = doc.createElement('div');
  room.className = 'room';
  room.dir = props.dir || 'ltr';
  const target = doc.createElement('p');
  target.className = 'target';
  target.textContent = props.target === 'service' ? 'Customer service: an agent will answer shortly.' : 'Community chat · be kind, no financial advice.';
  const list = doc.createElement('ol');
  list.setAttribute('aria-label', 'Messages');
  list.setAttribute('aria-live', 'polite');
  for (const [who, text] of SEED) list.append(message(doc, who, text, false));
  const form = doc.createElement('form');
  form.innerHTML = '<input name="text" type="text" aria-label="Message" placeholder="Say something…" autocomplete="off"><button type="submit">Send</button>';
  const timers = new Set();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = form.text.value.trim();
    if (!text) return;
    list.append(message(doc, 'You', text, true));
    form.text.value = '';
    const timer = setTimeout(() => {
      timers.delete(timer);
      list.append(message(doc, props.target === 'service' ? 'Support' : 'Mia', 'Thanks for your message!', false));
      list.scrollTop = list.scrollHeight;
    }, 600);
    timers.add(timer);
    list.scrollTop = list.scrollHeight;
  });
  room.append(target, list, form);
  el.append(style, room);
  mounted = { style, room, timers };
}

export function update(props) {
  if (mounted) mounted.room.dir = props.dir || 'ltr';
}

export function unmount() {
  if (!mounted) return;
  for (const timer of mounted.timers) clearTimeout(timer);
  mounted.style.remove();
  mounted.room.remove();
  mounted = null;
}
