/**
 * The phone Lighthouse's mobile preset emulates (a Moto G Power's screen and its user agent), for the
 * benches' own browsers. The agent matters: the app draws some things only for a phone (the install
 * button), and a bench without it measured a page a phone never gets.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
} as const;
