/**
 * Opens the drawer on a swipe left from the right screen edge on narrow screens (the
 * thresholds are in src/domain/swipe.ts). Touch comes through touch events, because a touch
 * pointer stream is cancelled as soon as the browser starts a pan; mouse and pen come through pointer
 * events.
 */
import { useEffect } from 'react';
import { completesEdgeSwipe, startsEdgeSwipe, type SwipePoint } from '../../domain/swipe';
import { menuOpen, openMenu } from '../state/menu';

export function useEdgeSwipe(): void {
  useEffect(() => {
    let start: SwipePoint | null = null;
    const begin = (x: number, time: number) => {
      start = !menuOpen.value && startsEdgeSwipe(x, window.innerWidth) ? { x, time } : null;
    };
    const move = (x: number, time: number) => {
      if (start && completesEdgeSwipe(start, { x, time })) {
        start = null;
        openMenu();
      }
    };
    const end = () => {
      start = null;
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length === 1 && touch) begin(touch.clientX, event.timeStamp);
      else end();
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) move(touch.clientX, event.timeStamp);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' && event.isPrimary) begin(event.clientX, event.timeStamp);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') move(event.clientX, event.timeStamp);
    };
    // A touch's pointer stream is cancelled when the browser starts panning; that must not end the
    // swipe the touch events are following.
    const onPointerEnd = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') end();
    };
    const listeners: Array<[string, EventListener]> = [
      ['touchstart', onTouchStart as EventListener],
      ['touchmove', onTouchMove as EventListener],
      ['touchend', end],
      ['touchcancel', end],
      ['pointerdown', onPointerDown as EventListener],
      ['pointermove', onPointerMove as EventListener],
      ['pointerup', onPointerEnd as EventListener],
      ['pointercancel', onPointerEnd as EventListener],
    ];
    for (const [type, listener] of listeners) window.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    };
  }, []);
}
