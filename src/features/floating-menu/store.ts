import { atom } from 'nanostores';

/**
 * Whether the floating footer menu shows in the overlay root (overlay/Overlay.tsx): set by its
 * gate (gate.ts) once the page may have it, cleared with the last instance. The view itself also
 * steps aside on a phone-sized screen, for a window narrowed after the gate said yes.
 */
export const $floatingMenu = atom(false);
