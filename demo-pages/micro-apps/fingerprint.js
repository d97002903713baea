// The demo's device-fingerprint script (SiteChrome `fingerprint` option, compliance §7): an ES
// module exporting getId(). The SDK loads it only when a micro-app asks for the id and the page has
// no fingerprint cookie yet; the id is then kept in the `device_fingerprint` cookie for a day.
export async function getId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `demo_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
