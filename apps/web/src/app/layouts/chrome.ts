// The store lives in ui/ so that screens (features) can hide the chrome; the layouts read it here.
export { emitChromeEvent, isChromeHidden, useChromeHidden } from '../../ui/chrome.ts';
