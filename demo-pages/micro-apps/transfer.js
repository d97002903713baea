// The demo's funds-transfer micro-app (SiteChrome issue 24, `microApps.transfer`): a plain ES module
// exporting mount(el, props), unmount() and update(props), opened from the header's Funds › Transfer.
// Balances live in the page (there is no transfer server in the demo); a transfer moves them between
// two accounts and says so.

const CSS = `
  .transfer { display: grid; gap: 14px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--sc-text, #070808); }
  .accounts { display: grid; grid-template-columns: 1fr auto 1fr; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; font-size: 12px; color: var(--sc-text-2, #5f6368); }
  select, input { font: inherit; font-size: 14px; padding: 8px 10px; border-radius: 10px; border: 1px solid var(--sc-border, #c9ccd1); background: var(--sc-surface, #fff); color: var(--sc-text, #070808); min-width: 0; }
  .swap { font: inherit; border: 1px solid var(--sc-border, #c9ccd1); background: var(--sc-surface, #fff); color: inherit; border-radius: 10px; padding: 8px 10px; cursor: pointer; }
  .amount { display: flex; gap: 8px; }
  .amount input { flex: 1; }
  .max { font: inherit; border: 0; background: none; color: var(--sc-brand, #2354e6); font-weight: 600; cursor: pointer; }
  .available { margin: 0; font-size: 12px; color: var(--sc-text-2, #5f6368); }
  .confirm { font: inherit; font-weight: 600; border: 0; border-radius: 10px; padding: 10px 14px; background: var(--sc-brand-fill, #2354e6); color: var(--sc-brand-text, #fff); cursor: pointer; }
  .confirm:disabled { opacity: 0.5; cursor: not-allowed; }
  .status { margin: 0; min-height: 1.45em; }
  select:focus-visible, input:focus-visible, button:focus-visible { outline: 2px solid var(--sc-focus, #2354e6); outline-offset: 2px; }
`;

const ACCOUNTS = [['spot', 'Spot'], ['futures', 'Futures'], ['margin', 'Margin'], ['earn', 'Earn']];
const balances = { spot: 1250.5, futures: 300, margin: 0, earn: 80 };

let mounted = null;

export function mount(el, props) {
  const doc = el.ownerDocument;
  const style = doc.createElement('style');
  if (props.nonce) style.nonce = props.nonce;
  style.textContent = CSS;
  const form = doc.createElement('form');
  form.className = 'transfer';
  form.dir = props.dir || 'ltr';
  const options = ACCOUNTS.map(([value, label]) => `<option value="${value}">${label}</option>`).join('');
  form.innerHTML = `
    <div class="accounts">
      <label>From<select name="from">${options}</select></label>
      <button type="button" class="swap" aria-label="Swap accounts">⇄</button>
      <label>To<select name="to">${options}</select></label>
    </div>
    <label>Amount (USDT)<span class="amount"><input name="amount" inputmode="decimal" autocomplete="off" placeholder="0.00"><button type="button" class="max">Max</button></span></label>
    <p class="available"></p>
    <button type="submit" class="confirm">Confirm transfer</button>
    <p class="status" role="status"></p>
    <p class="available device"></p>`;
  form.to.value = 'futures';
  const available = form.querySelector('.available');
  const status = form.querySelector('.status');
  const confirm = form.querySelector('.confirm');
  const refresh = () => {
    available.textContent = `Available: ${balances[form.from.value].toFixed(2)} USDT`;
    const amount = Number(form.amount.value);
    confirm.disabled = form.from.value === form.to.value || !(amount > 0) || amount > balances[form.from.value];
  };
  form.addEventListener('input', refresh);
  form.addEventListener('change', refresh);
  form.querySelector('.swap').addEventListener('click', () => {
    [form.from.value, form.to.value] = [form.to.value, form.from.value];
    refresh();
  });
  form.querySelector('.max').addEventListener('click', () => {
    form.amount.value = String(balances[form.from.value]);
    refresh();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = Number(form.amount.value);
    if (confirm.disabled) return;
    balances[form.from.value] -= amount;
    balances[form.to.value] += amount;
    const name = (value) => ACCOUNTS.find(([key]) => key === value)[1];
    status.textContent = `Transferred ${amount.toFixed(2)} USDT from ${name(form.from.value)} to ${name(form.to.value)}.`;
    form.amount.value = '';
    refresh();
  });
  refresh();
  // The device check a real transfer sends along: the SDK's device fingerprint, on demand.
  if (typeof props.getFingerprint === 'function') {
    props.getFingerprint().then((id) => {
      form.querySelector('.device').textContent = id ? `Device check: ${id.slice(0, 13)}…` : 'Device check unavailable';
    });
  }
  el.append(style, form);
  mounted = { style, form };
}

export function update(props) {
  if (mounted) mounted.form.dir = props.dir || 'ltr';
}

export function unmount() {
  if (!mounted) return;
  mounted.style.remove();
  mounted.form.remove();
  mounted = null;
}
