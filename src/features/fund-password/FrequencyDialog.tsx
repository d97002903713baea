/** @jsxImportSource @emotion/react */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FundpassFrequency } from '../../api/calls/fundpass';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import type { MessageKey } from '../../i18n/catalogs';
import { loadFrequency, saveFrequency } from './fund-password';
import { TitledDialog } from '../../ui/TitledDialog';
import { Toast } from '../../ui/Toast';
import { primaryButton } from '../../ui/buttons';
import { TextField, takeValue, useSubmitGate } from './fields';
import { choice, choices, form, linkRow, submit } from './styles';

/**
 * The Google Authenticator page (compliance-and-dialogs.md §2's account pages), linked under the
 * code field: where a user who has no authenticator yet, or has lost it, gets the code asked here.
 */
export const TOTP_ROUTE = '/myaccount/totp';

/** How long a toast stays; after the success toast the dialog's turn ends. */
export const TOAST_MS = 2500;

/** 1 one hour, 2 every time, 0 never (compliance-and-dialogs.md §3, §9), in this order on screen. */
const OPTIONS: readonly { value: FundpassFrequency; name: MessageKey; hint: MessageKey }[] = [
  { value: 1, name: 'fund.frequency.hour', hint: 'fund.frequency.hourHint' },
  { value: 2, name: 'fund.frequency.every', hint: 'fund.frequency.everyHint' },
  { value: 0, name: 'fund.frequency.never', hint: 'fund.frequency.neverHint' },
];

const digitsOnly = (value: string) => value.replace(/\D/g, '');

type Toasted = { kind: 'success' | 'error'; text: string } | null;

/**
 * How often the fund password is asked (compliance-and-dialogs.md §4, §5, §8): the current value
 * from `get_user_frequency`, the fund password and the authenticator code both required, saved
 * through `query_safe` (debounced by 1.5 s). A failure shows the server's `msg` (or "Error") and
 * keeps the dialog; a success closes it and shows a toast. The two secrets live only in their
 * uncontrolled inputs (never in an attribute or React state) and are emptied once saved.
 */
export default function FrequencyDialog({ asked, onClose }: { asked: object; onClose: () => void }) {
  const { t } = useT();
  const href = useHref();
  const group = useId();
  const [frequency, setFrequency] = useState<FundpassFrequency | null>(null);
  // The two inputs are uncontrolled (fields.tsx): the state says only whether each is filled.
  const fundpass = useRef<HTMLInputElement>(null);
  const totp = useRef<HTMLInputElement>(null);
  const [fundpassFilled, setFundpassFilled] = useState(false);
  const [totpFilled, setTotpFilled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [toast, setToast] = useState<Toasted>(null);
  const pass = useSubmitGate();
  // Asked for again while the success toast shows (the queue keeps this dialog's turn meanwhile):
  // the form comes back, with the value read afresh.
  const [shownFor, setShownFor] = useState(asked);
  if (shownFor !== asked) {
    setShownFor(asked);
    setDone(false);
    setToast(null);
    setFrequency(null);
    setFundpassFilled(false);
    setTotpFilled(false);
  }
  // The host hands a new onClose on each of its renders: the toast timer reads the latest.
  const close = useRef(onClose);
  useLayoutEffect(() => { close.current = onClose; });

  useEffect(() => {
    let live = true;
    void loadFrequency().then((value) => {
      if (live) setFrequency((chosen) => chosen ?? value);
    });
    return () => { live = false; };
  }, [asked]);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => (done ? close.current() : setToast(null)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, done]);

  const ready = frequency !== null && fundpassFilled && totpFilled && !busy;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || !pass()) return;
    setBusy(true);
    setToast(null);
    const result = await saveFrequency({ frequency, fundpass: fundpass.current?.value ?? '', totp: totp.current?.value ?? '' });
    setBusy(false);
    if (result.ok) {
      takeValue(fundpass);
      takeValue(totp);
      setFundpassFilled(false);
      setTotpFilled(false);
      setDone(true);
      setToast({ kind: 'success', text: t('fund.saved') });
    } else {
      setToast({ kind: 'error', text: result.message || t('fund.error') });
    }
  };

  return (
    <>
      <TitledDialog open={!done} title={t('fund.frequency.title')} closeLabel={t('fund.close')} onClose={onClose} width={440}>
        <form css={form} onSubmit={(e) => void onSubmit(e)} autoComplete="off" noValidate aria-busy={busy}>
          <fieldset css={choices} disabled={frequency === null}>
            <legend>{t('fund.frequency.legend')}</legend>
            {OPTIONS.map((o) => (
              <label key={o.value} css={choice}>
                <input type="radio" name={group} value={o.value} checked={frequency === o.value} onChange={() => setFrequency(o.value)}
                  aria-label={t(o.name)} aria-describedby={`${group}-${o.value}`} />
                <span>
                  <span className="name">{t(o.name)}</span>
                  <span className="hint" id={`${group}-${o.value}`}>{t(o.hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextField label={t('fund.password')} inputRef={fundpass} onFilled={setFundpassFilled} secret maxLength={64}
            placeholder={t('fund.passwordPlaceholder')} />
          <TextField label={t('fund.totp')} inputRef={totp} onFilled={setTotpFilled} keep={digitsOnly} inputMode="numeric"
            autoComplete="one-time-code" maxLength={6} placeholder={t('fund.totpPlaceholder')} />
          <div css={linkRow}>
            <a href={href(TOTP_ROUTE)}>{t('fund.totpLink')}</a>
          </div>
          <button type="submit" css={[primaryButton, submit]} disabled={!ready}>{t('fund.confirm')}</button>
        </form>
        {toast?.kind === 'error' ? <Toast kind="error">{toast.text}</Toast> : null}
      </TitledDialog>
      {done && toast ? <Toast kind="success">{toast.text}</Toast> : null}
    </>
  );
}
