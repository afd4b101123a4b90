/**
 * The heading of a step of the finder, which takes the focus when the step appears: a keyboard or
 * screen reader user is taken to the new step instead of being left on a button that is gone.
 */
import { type ReactNode, useEffect, useRef } from 'react';

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h2 ref={ref} className="face-finder__heading" tabIndex={-1}>
      {children}
    </h2>
  );
}
