import { afterEach, describe, expect, it } from 'vitest';
import { emitChromeEvent, isChromeHidden } from './chrome.ts';

describe('onPresenca / onEAD (SPEC §2.5)', () => {
  afterEach(() => {
    emitChromeEvent('onPresenca', false);
    emitChromeEvent('onEAD', false);
  });

  it('hides the sidebar and top bar while any screen asks for it', () => {
    expect(isChromeHidden()).toBe(false);
    emitChromeEvent('onPresenca', true);
    emitChromeEvent('onEAD', true);
    emitChromeEvent('onPresenca', false);
    expect(isChromeHidden()).toBe(true);
    emitChromeEvent('onEAD', false);
    expect(isChromeHidden()).toBe(false);
  });
});
