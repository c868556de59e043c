/**
 * How a consultation room is opened: named by its link's key, in Russian, with the reduced toolbar the
 * clinic's consultations use and none of the service's own branding.
 */

/** Fullscreen, microphone, camera, captions, desktop share, device selection, hangup, profile, chat,
 * shared notes, settings, video quality, filmstrip, invite, stats, shortcuts, tile view, end-to-end encryption. */
export const TOOLBAR_BUTTONS = [
  'fullscreen',
  'microphone',
  'camera',
  'closedcaptions',
  'desktop',
  'fodeviceselection',
  'hangup',
  'profile',
  'chat',
  'etherpad',
  'settings',
  'videoquality',
  'filmstrip',
  'invite',
  'stats',
  'shortcuts',
  'tileview',
  'e2ee',
] as const;

export const ROOM_LANGUAGE = 'ru';

/**
 * The room name for a link key. A key may hold '/', which the service would read as a path in the
 * room's address, and '+'; they are written as in base64url ('-', '_') and a trailing '=' is dropped,
 * which keeps different keys different rooms.
 */
export const roomName = (key: string) => key.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, '');

export function roomOptions(key: string, parentNode: HTMLElement): Record<string, unknown> {
  return {
    roomName: roomName(key),
    parentNode,
    width: '100%',
    height: '100%',
    lang: ROOM_LANGUAGE,
    configOverwrite: {
      defaultLanguage: ROOM_LANGUAGE,
      toolbarButtons: [...TOOLBAR_BUTTONS],
      disableDeepLinking: true,
    },
    interfaceConfigOverwrite: {
      TOOLBAR_BUTTONS: [...TOOLBAR_BUTTONS],
      SHOW_JITSI_WATERMARK: false,
      SHOW_WATERMARK_FOR_GUESTS: false,
      SHOW_BRAND_WATERMARK: false,
      SHOW_POWERED_BY: false,
      SHOW_PROMOTIONAL_CLOSE_PAGE: false,
      JITSI_WATERMARK_LINK: '',
      DEFAULT_LOGO_URL: '',
      HIDE_DEEP_LINKING_LOGO: true,
      MOBILE_APP_PROMO: false,
    },
  };
}
