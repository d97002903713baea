/** @jsxImportSource @emotion/react */
import { useCallback, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { pressSubmit } from '../rules/submit-debounce';
import { useT } from '../i18n/useT';
import { lineIcon } from '../ui/icon-attrs';
import { eyeButton, field, inputBox } from './styles';

const Eye = ({ open }: { open: boolean }) => (
  <svg {...lineIcon}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" />}
  </svg>
);

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A secret (the fund password) gets the show/hide button and stays out of autofill. */
  secret?: boolean;
}

/** A labelled input; a secret one is masked until the show button is pressed, and never autofilled. */
export function TextField({ label, value, onChange, secret = false, autoFocus = false, ...input }: Props) {
  const { t } = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <div css={inputBox}>
        {/* Not React's autoFocus, which runs before the dialog opens: the dialog focuses `data-autofocus` (ui/Dialog.tsx). */}
        <input id={id} data-autofocus={autoFocus ? '' : undefined} type={secret && !shown ? 'password' : 'text'} value={value} onChange={(e) => onChange(e.target.value)}
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

/** The 1.5 s submit debounce (rules/submit-debounce.ts) for one form: `pass()` says whether this press submits. */
export function useSubmitGate(): () => boolean {
  const last = useRef<number | null>(null);
  return useCallback(() => {
    const gate = pressSubmit(last.current, Date.now());
    last.current = gate.lastPress;
    return gate.accept;
  }, []);
}
