/** The phone Lighthouse's mobile preset emulates (a Moto G Power's screen), for the benches' own browsers. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
