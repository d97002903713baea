import { css } from '@emotion/react';
import { choiceCard } from '../../ui/dialog-parts';
import { titledBody } from '../../ui/TitledDialog';

/** The form is the titled dialog's scrolling body. */
export const form = titledBody;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    font-size: 14px;
    font-weight: 500;
    color: var(--sc-text-2);
  }
`;

export const inputBox = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  border: 1px solid var(--sc-border);
  border-radius: 10px;
  background: var(--sc-surface-2);
  &:focus-within {
    border-color: var(--sc-brand);
  }
  input {
    flex: 1;
    min-width: 0;
    height: 42px;
    padding: 0 14px;
    border: 0;
    background: transparent;
    color: var(--sc-text);
    font: inherit;
    font-size: 15px;
    outline: none;
  }
  input::placeholder {
    color: var(--sc-text-3);
  }
`;

export const eyeButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-inline-end: 2px;
  border-radius: 8px;
  color: var(--sc-text-2);
  &:hover {
    color: var(--sc-text);
    background: var(--sc-hover);
  }
`;

export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  font-size: 14px;
  a,
  button {
    color: var(--sc-brand);
    font-weight: 500;
  }
  a:hover,
  button:hover {
    text-decoration: underline;
  }
`;

export const submit = css`
  width: 100%;
  margin-top: 8px;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
    filter: none;
  }
`;

export const choices = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 14px;
    font-weight: 500;
    color: var(--sc-text-2);
  }
`;

export const choice = css`
  ${choiceCard}
  min-height: 52px;
  padding: 8px 14px;
  .name {
    font-size: 15px;
    font-weight: 600;
    color: var(--sc-text);
  }
  .hint {
    display: block;
    font-size: 13px;
    color: var(--sc-text-2);
  }
`;
