import type { WidgetModule } from '../../root/widget';
import { NotFound } from './NotFound';
import { decodeProps, PROP_KEYS, type NotFoundProps } from './props';

export type { NotFoundStory, Props } from './props';

/** `mountWidget('not-found', element, props)`: see `Props` for the props and their defaults. */
export const widget: WidgetModule<NotFoundProps> = {
  keys: PROP_KEYS,
  props: decodeProps,
  View: NotFound,
};
