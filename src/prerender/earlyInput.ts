/**
 * What a visitor did on a prerendered page before the app took it over, handed on to
 * the app. `public/early-input.js` holds the presses (buttons, submits) made in that
 * moment; the fields kept their typing by themselves, but React hydrates a field without
 * reading it, so its state would still say empty. Both are put right here, in the order
 * a person would: first what was typed, then what was pressed.
 */

interface EarlyInputHolder {
  /** Each field typed into before the app took the page over, with its last value. */
  typed?: Array<[Element, string]>;
  /** Stops holding presses and gives those held so far, in order. */
  take(): Element[];
}

declare global {
  interface Window {
    __ugcEarlyInput?: EarlyInputHolder;
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The value setter of the element's own prototype, which React's value tracker does not see. */
function nativeValueSetter(field: TextField) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  return Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set;
}

/**
 * Tells React about a value it did not see typed: React notices a change only when the
 * field's value differs from the last one it tracked, and hydration tracked the typed
 * one. So the field is set back to the HTML's value through the tracked setter, the typed
 * value put back around it, and an input event dispatched as typing would.
 */
function announceTyped(field: TextField, kept: string | undefined) {
  // Hydration may have set the field back to the HTML's value: then what was kept counts.
  const typed = field.value === field.defaultValue && kept !== undefined ? kept : field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  nativeValueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isTextField = (element: Element): element is TextField =>
  (element instanceof HTMLInputElement &&
    !/^(submit|button|reset|checkbox|radio|file|hidden|image)$/.test(element.type)) ||
  element instanceof HTMLTextAreaElement;

/** Presses a held control again, if the app still shows it. */
function pressAgain(control: Element) {
  if (!control.isConnected) return;
  if (control instanceof HTMLFormElement) control.requestSubmit();
  else if (control instanceof HTMLElement) control.click();
}

/**
 * Stops holding presses and gives those held, once: a page the app renders over instead
 * of hydrating calls this to let presses through again, dropping those held.
 */
export function takeEarlyPresses(): Element[] {
  const holder = window.__ugcEarlyInput;
  delete window.__ugcEarlyInput;
  return holder ? holder.take() : [];
}

/**
 * Hands what was typed and pressed before hydration to the app: call once React has
 * hydrated `container` (after its first commit).
 */
let handedOn = false;

export function replayEarlyInput(container: HTMLElement) {
  // Once: a second call (a re-run effect) has nothing left to hand on. What was typed is
  // handed on even without the holder: it loads async, and may run after the app did.
  if (handedOn) return;
  handedOn = true;
  const kept = new Map(window.__ugcEarlyInput?.typed ?? []);
  const presses = takeEarlyPresses();
  container.querySelectorAll('input, textarea').forEach((field) => {
    if (isTextField(field)) announceTyped(field, kept.get(field));
  });
  presses.forEach(pressAgain);
}
