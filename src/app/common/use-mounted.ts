/**
 * Whether the component is still on screen: work that answers after the patient closed or left it (a
 * login, a confirmation, a step back) must not act for it any more.
 */
import { useEffect, useRef } from 'react';

export function useMounted(): { readonly current: boolean } {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
