/**
 * The video-conference service the configuration names (`videoConferenceDomain`, Jitsi Meet): where its
 * external API script is, for the call page that loads it and the server's Content-Security-Policy that
 * allows exactly that script. One definition, so the policy never allows less, or more, than the page loads.
 */

/** A host name with an optional port; anything else (a path, a scheme, a wildcard) is no video host. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

export const isVideoHost = (domain: string): boolean => HOST.test(domain);

/** Always over HTTPS. */
export const videoHostOrigin = (domain: string): string => `https://${domain}`;

/** The service's external API script (Jitsi Meet's external_api.js). */
export const videoScriptUrl = (domain: string): string => `${videoHostOrigin(domain)}/external_api.js`;
