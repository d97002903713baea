/**
 * The fund-password dialogs' submit debounce (compliance-and-dialogs.md §4, §9: 1500 ms). Leading
 * edge: the first press goes through at once; a press within 1.5 s of the previous one (taken or
 * not) is dropped and starts the wait again, so a double click or a key held down sends one request.
 */
export const SUBMIT_DEBOUNCE_MS = 1500;

export interface SubmitGate { accept: boolean; lastPress: number }

/** Whether a press at `now` submits; `lastPress` is the previous press (null = none yet). */
export function pressSubmit(lastPress: number | null, now: number): SubmitGate {
  return { accept: lastPress === null || now - lastPress >= SUBMIT_DEBOUNCE_MS || now < lastPress, lastPress: now };
}
