import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ReferenciaFacialProps } from './components/ReferenciaFacial.tsx';

// Its own chunk: the student's and instructor's forms show first, the camera code comes after.
const ReferenciaFacial = lazy(() =>
  import('./components/ReferenciaFacial.tsx').then((m) => ({ default: m.ReferenciaFacial })),
);

/** The reference photo section of a student's or instructor's record, loaded after the form. */
export function ReferenciaFacialSection(props: ReferenciaFacialProps) {
  return (
    <Suspense fallback={<Skeleton h={240} radius="md" />}>
      <ReferenciaFacial {...props} />
    </Suspense>
  );
}
