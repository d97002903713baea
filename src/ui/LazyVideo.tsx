import { whenIdleOrVisible } from '../platform/idle-or-visible';
import { useNearView } from './useNearView';

interface Props {
  src: string;
  /** Shown until the video loads, and as its first frame. */
  poster?: string;
  /** The video's accessible name. */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A video that downloads nothing until the visitor has been idle for 1 s or it comes into view
 * (compliance §4, §9; platform/idle-or-visible.ts): until then only its poster, and its place
 * (width and height) is held so nothing moves when it loads. Muted and inline, with controls.
 */
export function LazyVideo({ src, poster, label, width, height }: Props) {
  const [armed, ref] = useNearView<HTMLVideoElement>(whenIdleOrVisible);
  return (
    <video ref={ref} src={armed ? src : undefined} poster={poster} aria-label={label} width={width} height={height}
      preload={armed ? 'metadata' : 'none'} controls muted playsInline />
  );
}
