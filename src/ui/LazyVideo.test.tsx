import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LazyVideo } from './LazyVideo';
import { IDLE_VIDEO_MS } from '../platform/idle-or-visible';

let root: Root;
let host: HTMLElement;
let visible: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(): void { visible = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver); }
    disconnect(): void { visible = null; }
  });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const video = () => host.querySelector('video')!;

describe('LazyVideo (compliance §4: idle 1 s or visible)', () => {
  it('holds its place with the poster, and takes its source after 1 s of idleness', () => {
    act(() => root.render(<LazyVideo src="/v/story.mp4" poster="/v/story.jpg" label="Story" width={320} height={180} />));
    expect(video().getAttribute('src')).toBeNull();
    expect(video().getAttribute('preload')).toBe('none');
    expect(video().getAttribute('poster')).toBe('/v/story.jpg');
    expect([video().getAttribute('width'), video().getAttribute('height')]).toEqual(['320', '180']);
    act(() => { vi.advanceTimersByTime(IDLE_VIDEO_MS - 1); });
    expect(video().getAttribute('src')).toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(video().getAttribute('src')).toBe('/v/story.mp4');
    expect(video().getAttribute('aria-label')).toBe('Story');
  });

  it('takes its source as soon as it is visible, while the visitor keeps moving', () => {
    act(() => root.render(<LazyVideo src="/v/story.mp4" label="Story" />));
    act(() => { window.dispatchEvent(new Event('pointermove')); });
    act(() => { visible?.(); });
    expect(video().getAttribute('src')).toBe('/v/story.mp4');
  });

  it('unmounted before: nothing left pending', () => {
    act(() => root.render(<LazyVideo src="/v/story.mp4" label="Story" />));
    act(() => root.render(<span />));
    expect(vi.getTimerCount()).toBe(0);
  });
});
