import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Rendered {
  /** The container, appended to `document.body`. */
  el: HTMLDivElement;
  root: Root;
  rerender(node: ReactNode): Promise<void>;
  /** Unmounts and removes the container. */
  unmount(): Promise<void>;
}

/** Renders `node` into a fresh container inside act(), so effects and lazy parts have run. */
export async function render(node: ReactNode): Promise<Rendered> {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => root.render(node));
  return {
    el,
    root,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      el.remove();
    },
  };
}
