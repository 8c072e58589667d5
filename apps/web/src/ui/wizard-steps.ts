/** SPEC §9: the wizard shows its compact layout at this width and below. */
export const WIZARD_COMPACT_MAX_PX = 767;

export type WizardMove =
  | { readonly kind: 'step'; readonly to: number }
  | { readonly kind: 'complete' }
  | { readonly kind: 'stay' };

/** Forward (SPEC §4): only when the current step's check passes; from the last step it completes. */
export function moveForward(active: number, total: number, isValid: (() => boolean) | undefined): WizardMove {
  if (isValid !== undefined && !isValid()) return { kind: 'stay' };
  return active >= total - 1 ? { kind: 'complete' } : { kind: 'step', to: active + 1 };
}

/** Back is always allowed above the first step. */
export function moveBack(active: number): WizardMove {
  return active > 0 ? { kind: 'step', to: active - 1 } : { kind: 'stay' };
}
