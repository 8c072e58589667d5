import '@mantine/nprogress/styles.css';
import { nprogress, NavigationProgress as ProgressBar } from '@mantine/nprogress';
import { useEffect, useRef } from 'react';

/** A thin bar at the top of the window while the next screen loads (SPEC §4's loading flag). */
export function NavigationProgress({ active }: { active: boolean }) {
  const started = useRef(false);
  useEffect(() => {
    if (active) {
      started.current = true;
      nprogress.start();
    } else if (started.current) {
      started.current = false;
      nprogress.complete();
    }
  }, [active]);
  // Decorative: the screen being replaced says nothing to assistive tools until the next one shows.
  return <ProgressBar color="brand.7" aria-hidden />;
}
