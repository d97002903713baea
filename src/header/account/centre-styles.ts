import { css } from '@emotion/react';

// The personal centre's styles (PersonalCentre.tsx, CentreParts.tsx), one named rule each.

export const centre = css`
  color: var(--sc-text);
  font-size: 14px;
`;

export const section = css`
  padding: 16px;
  border-bottom: 1px solid var(--sc-border);
`;

export const identity = css`
  ${section};
  display: flex;
  gap: 12px;
  align-items: center;
`;

export const avatar = css`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  border-radius: 50%;
  background: var(--sc-surface-2);
  color: var(--sc-brand);
  font-size: 18px;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const who = css`
  min-width: 0;
  flex: 1;
  display: grid;
  gap: 4px;
`;

export const nameLine = css`
  display: flex;
  align-items: center;
  gap: 6px;
  flex-wrap: wrap;
`;

export const userName = css`
  font-weight: 600;
  font-size: 16px;
  overflow-wrap: anywhere;
`;

export const verifiedBadge = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 1px 6px;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 600;
  color: color-mix(in srgb, var(--sc-up) 65%, var(--sc-text));
  background: color-mix(in srgb, var(--sc-up) 12%, transparent);
`;

/** Verify (below KYC2): the tick's place and size, in the brand colour, a link to the KYC home. */
export const verifyLink = css`
  ${verifiedBadge};
  color: var(--sc-brand);
  background: color-mix(in srgb, var(--sc-brand) 12%, transparent);
  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, var(--sc-brand) 22%, transparent);
  }
`;

export const securityWarning = css`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 12px 16px 0;
  padding: 10px 12px;
  border-radius: 8px;
  font-size: 13px;
  color: var(--sc-text);
  background: color-mix(in srgb, var(--sc-down) 10%, transparent);
  &:hover {
    background: color-mix(in srgb, var(--sc-down) 16%, transparent);
  }
  .shield {
    color: var(--sc-down);
    display: inline-flex;
  }
  .text {
    flex: 1;
  }
  strong {
    font-weight: 600;
  }
`;

export const figures = css`
  ${section};
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

export const figure = css`
  display: grid;
  gap: 4px;
  padding: 12px;
  border-radius: 8px;
  background: var(--sc-surface-2);
  .label,
  .approx {
    font-size: 12px;
    color: var(--sc-text-2);
  }
  .value {
    font-size: 16px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .value,
  .approx {
    font-variant-numeric: tabular-nums;
  }
  .placeholder {
    display: block;
    height: 22px;
    width: 70%;
    border-radius: 4px;
    background: var(--sc-border);
  }
`;

export const progress = css`
  grid-column: 1 / -1;
  display: grid;
  gap: 6px;
  font-size: 12px;
  color: var(--sc-text-2);
  .heading {
    display: flex;
    justify-content: space-between;
  }
  .track {
    height: 4px;
    border-radius: 2px;
    background: var(--sc-surface-2);
    overflow: hidden;
  }
  .bar {
    height: 100%;
    background: var(--sc-brand);
  }
  ul {
    display: grid;
    gap: 2px;
  }
`;

export const actions = css`
  ${section};
  display: flex;
  gap: 8px;
  & > * {
    flex: 1;
  }
`;

export const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 10px 16px;
  font-size: 14px;
  color: var(--sc-text);
  text-align: start;
  &:hover,
  &:focus-visible {
    background: var(--sc-hover);
  }
`;

export const quietRow = css`
  ${row};
  color: var(--sc-text-2);
`;

/** The trailing icon of a row. */
export const rowIcon = css`
  color: var(--sc-text-3);
  display: inline-flex;
`;

export const links = css`
  padding: 8px 0;
`;

export const linksAboveLogout = css`
  ${links};
  border-bottom: 1px solid var(--sc-border);
`;

export const logoutGroup = css`
  display: grid;
`;
