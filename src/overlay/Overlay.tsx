import { DialogSlot } from '../dialogs/DialogSlot';

/**
 * Everything that floats above the page; later features add their bars here. Dialogs and the
 * "Logging out" status render in this root's dialog slot, the host's place of choice.
 */
export function Overlay() {
  return <DialogSlot root="overlay" />;
}
