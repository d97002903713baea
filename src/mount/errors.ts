/** `"x"`, `42`, `<div#top>` — how a bad value is named in an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  if (typeof value === 'object' && 'nodeName' in value) {
    const { nodeName, id } = value as Element;
    return `<${String(nodeName).toLowerCase()}${id ? `#${String(id)}` : ''}>`;
  }
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value).slice(0, 80);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}
