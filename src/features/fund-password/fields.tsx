/** @jsxImportSource @emotion/react */
import { useCallback, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type RefObject } from 'react';
import { pressSubmit } from './submit-debounce-rules';
import { useT } from '../../root/useT';
import { lineIcon } from '../../ui/icon-attrs';
import { eyeButton, field, inputBox } from './styles';

const Eye = ({ open }: { open: boolean }) => (
  <svg {...lineIcon}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" />}
  </svg>
);

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue' | 'type'> {
  label: string;
  /** Where the form reads the typed value when it submits (and clears it). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Told on every change whether the field holds anything: the form keeps this flag, not the value. */
  onFilled: (filled: boolean) => void;
  /** Drops what may not be typed (the authenticator code keeps digits), in the DOM property only. */
  keep?: (value: string) => string;
  /** A secret (the fund password) gets the show/hide button and stays out of autofill. */
  secret?: boolean;
}

/**
 * A labelled input; a secret one is masked until the show button is pressed, and never autofilled.
 *
 * Uncontrolled on purpose: React mirrors a controlled input's value into its `value` attribute,
 * so every serialisation of the shadow root (session replay, DOM snapshots, extensions) would
 * hold the fund password or the authenticator code, masked or shown (issue 20). The value lives
 * only in the input's DOM property; the form reads it through `inputRef` when it submits.
 */
export function TextField({ label, inputRef, onFilled, keep, secret = false, autoFocus = false, ...input }: Props) {
  const { t } = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const kept = keep ? keep(el.value) : el.value;
    if (kept !== el.value) el.value = kept;
    onFilled(kept !== '');
  };
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <div css={inputBox}>
        {/* Not React's autoFocus, which runs before the dialog opens: the dialog focuses `data-autofocus` (ui/Dialog.tsx). */}
        <input ref={inputRef} id={id} data-autofocus={autoFocus ? '' : undefined} type={secret && !shown ? 'password' : 'text'} onChange={onChange}
          autoComplete="off" autoCapitalize="off" spellCheck={false} {...input} />
        {secret ? (
          <button type="button" css={eyeButton} aria-label={t(shown ? 'fund.hide' : 'fund.show')} aria-pressed={shown} aria-controls={id}
            onClick={() => setShown((s) => !s)}>
            <Eye open={shown} />
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Reads a field's value and empties it: the secret leaves the DOM as it is handed on. */
export function takeValue(ref: RefObject<HTMLInputElement | null>): string {
  const el = ref.current;
  if (!el) return '';
  const value = el.value;
  el.value = '';
  return value;
}

/** The 1.5 s submit debounce (features/fund-password/submit-debounce-rules.ts) for one form: `pass()` says whether this press submits. */
export function useSubmitGate(): () => boolean {
  const last = useRef<number | null>(null);
  return useCallback(() => {
    const gate = pressSubmit(last.current, Date.now());
    last.current = gate.lastPress;
    return gate.accept;
  }, []);
}
