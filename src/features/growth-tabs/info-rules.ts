/**
 * The agency types of the referral user info (compliance-and-dialogs.md §3, §6). Which growth tabs
 * each may see (affiliate, broker) is `tabAllowed` in rules.ts; this names the types.
 */
export const AGENCY_KINDS = ['normal', 'affiliate', 'agents-direct', 'partners', 'partner-direct'] as const;
export type AgencyKind = (typeof AGENCY_KINDS)[number];

/** 0–4 by name; any other number (a type this version does not know) counts as a normal user. */
export function agencyKind(type: number): AgencyKind {
  return AGENCY_KINDS[type] ?? 'normal';
}
