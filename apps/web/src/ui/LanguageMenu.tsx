import { lazy, Suspense, startTransition, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';

/**
 * The menu's list and its positioning code (about 35 kB) load when the user reaches for the button,
 * not with the page: few visits change the language (issue 16's first load).
 */
const LanguageMenuList = lazy(() =>
  import('./LanguageMenuList.tsx').then((module) => ({ default: module.LanguageMenuList })),
);

/**
 * Switches the interface language; the choice is remembered in this browser. The button stands
 * alone until a mouse comes over it or it is clicked; a click opens the list as soon as it is there.
 * The list is asked for in a transition inside one boundary, so the button the user is pressing
 * stays on the page while the list loads (swapped for a fallback copy, a click begun on it was lost).
 */
export function LanguageMenu() {
  const [wanted, setWanted] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = (
    <LanguageButton
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') startTransition(() => setWanted(true));
      }}
      onClick={() => {
        startTransition(() => {
          setWanted(true);
          setAsked(true);
        });
      }}
    />
  );
  return (
    <Suspense fallback={button}>{wanted ? <LanguageMenuList defaultOpened={asked} /> : button}</Suspense>
  );
}
