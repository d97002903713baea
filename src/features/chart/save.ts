/** Writes the latest value `delayMs` after the last change (a debounce); `flush` writes a pending one now. */
export interface Saver<T> {
  schedule(value: T): void;
  flush(): void;
  cancel(): void;
}

export function debouncedSaver<T>(delayMs: number, write: (value: T) => void): Saver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | null = null;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = pending;
    pending = null;
    if (next) write(next.value);
  };
  return {
    schedule(value) {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
