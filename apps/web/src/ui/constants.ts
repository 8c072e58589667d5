/** Timing constants of SPEC §9, in milliseconds. */

/** A lazily loaded screen chunk that takes longer than this fails with a load error. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
/** Open/close transition of modals. */
export const MODAL_TRANSITION_MS = 500;
/** The login error toast (SPEC §8), shown at the top left. */
export const LOGIN_ERROR_TOAST_MS = 3_000;
/** Default duration of every other toast. */
export const TOAST_DURATION_MS = 2_500;
/** Longer toasts: the app-wide setting, also used after removing an annotation. */
export const LONG_TOAST_DURATION_MS = 5_000;
/** Time to undo the deletion of an uploaded file. */
export const UNDO_DELAY_MS = 2_000;
/** Table filters wait this long after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 250;
