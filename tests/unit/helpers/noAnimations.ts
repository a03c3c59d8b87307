/**
 * jsdom plays no animation and never fires `animationend`. Zag's presence (behind Chakra's
 * dialogs, menus and popovers) keeps a closed part in the page until its closing animation
 * ends whenever the style it read names one, and whether it read it before or after the
 * closing style applied depends on timing: under load a cancelled dialog stayed, closed,
 * hiding the page behind it. Reporting no animation makes every close immediate, as a
 * browser's reduced motion does.
 */
export function installNoAnimations(): void {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
    new Proxy(computed(element, pseudo), {
      get(style, property) {
        if (property === 'animationName') return 'none';
        if (property === 'getPropertyValue') {
          return (name: string) =>
            name === 'animation-name' ? 'none' : style.getPropertyValue(name);
        }
        const value: unknown = Reflect.get(style, property, style);
        return typeof value === 'function' ? value.bind(style) : value;
      },
    })) as typeof window.getComputedStyle;
}
