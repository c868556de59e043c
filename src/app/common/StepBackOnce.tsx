/** Steps back once when rendered: a screen that cannot show what its route names leaves it. */
import { useEffect, useRef } from 'react';
import { useStepBack } from '../routes/step-back';

export function StepBackOnce() {
  const stepBack = useStepBack();
  // StrictMode runs the effect twice; one entry steps back once.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    stepBack();
  }, [stepBack]);
  return null;
}
