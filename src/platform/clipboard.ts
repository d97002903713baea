import { report } from './report';

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch (error) {
    report(error, { area: 'clipboard', what: 'copy failed' });
    return false;
  }
}
