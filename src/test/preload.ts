/**
 * The lazy modules a mount pulls in (the calls, the footer's content, Emotion's scope, the page
 * services), loaded up front: a cold transform could otherwise still be loading one when the test
 * file's environment is torn down.
 */
export async function preloadLazyModules(): Promise<void> {
  await Promise.all([import('../api/calls'), import('../footer/FooterContent'), import('../root/EmotionScope'), import('../mount/page-services')]);
}
