/**
 * What a consent button asks for: `all` and `necessary` are the first layer's answers, `settings`
 * opens the library's settings dialog (the first layer's third button and the footer's link).
 */
export const consentActions = ['all', 'necessary', 'settings'] as const;

export type ConsentAction = (typeof consentActions)[number];

export const isConsentAction = (value: unknown): value is ConsentAction =>
  consentActions.includes(value as ConsentAction);

/** The action of the button an event came from, if it is a consent button. */
export function consentActionOf(target: EventTarget | null): ConsentAction | null {
  const button = target instanceof Element ? target.closest('[data-consent-action]') : null;
  const action = button?.getAttribute('data-consent-action');
  return isConsentAction(action) ? action : null;
}
