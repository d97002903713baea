import type { WidgetModule } from '../../root/widget';
import { EmotionScope } from '../../root/EmotionScope';
import { NotFound } from './NotFound';
import { decodeProps, PROP_KEYS, type NotFoundProps } from './props';

export type { NotFoundStory, Props } from './props';

/** The 404 page in its widget root, styled into its shadow root (EmotionScope). */
function View(props: NotFoundProps) {
  return (
    <EmotionScope>
      <NotFound {...props} />
    </EmotionScope>
  );
}

/** `mountWidget('not-found', element, props)`: see `Props` for the props and their defaults. */
export const widget: WidgetModule<NotFoundProps> = {
  keys: PROP_KEYS,
  props: decodeProps,
  View,
};
