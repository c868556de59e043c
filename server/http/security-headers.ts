/**
 * Security headers on every answer. The standard ones come from Hono's secureHeaders; the
 * Content-Security-Policy and Permissions-Policy are built here because they name the configured
 * video-conference service (its external_api.js script, by its exact path, so no other script that host
 * serves may run; its iframe, which needs camera and microphone) and, when the configuration points the
 * app at another API origin, that origin.
 *
 * Framing: by default only the portal itself may frame its pages. The booking widget shows the portal in
 * an iframe on a clinic's own site, so the sites listed in FRAME_ANCESTORS join `frame-ancestors`; then
 * X-Frame-Options, which can only say SAMEORIGIN or DENY, is left out rather than contradict the policy
 * (browsers that know `frame-ancestors` ignore it anyway, older ones would refuse the clinic's frame).
 * The widget's script is loaded by those sites' pages, so it alone may be read across origins.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Configuration } from '../../src/api';
import { isVideoHost, videoHostOrigin, videoScriptUrl } from '../../src/domain/video-conference';
import type { Memo } from '../memo';
import './inline-scripts';

export interface ExternalSources {
  /** e.g. https://meet.jit.si, or null when none is configured (or it is not a plain host name). */
  videoOrigin: string | null;
  /** The one script of it the call page loads, https://meet.jit.si/external_api.js; null with the origin. */
  videoScript: string | null;
  /** The API's origin when it is not this server, else null. */
  apiOrigin: string | null;
}

const NO_SOURCES: ExternalSources = { videoOrigin: null, videoScript: null, apiOrigin: null };

export function externalSources(
  configuration: Pick<Configuration, 'videoConferenceDomain' | 'apiBase'>,
): ExternalSources {
  const domain = configuration.videoConferenceDomain.trim();
  let apiOrigin: string | null = null;
  if (/^https?:\/\//i.test(configuration.apiBase)) {
    try {
      apiOrigin = new URL(configuration.apiBase).origin;
    } catch {
      apiOrigin = null;
    }
  }
  const video = isVideoHost(domain);
  return {
    videoOrigin: video ? videoHostOrigin(domain) : null,
    videoScript: video ? videoScriptUrl(domain) : null,
    apiOrigin,
  };
}

/** `scriptHashes`: the inline scripts the page may run ('sha256-…', inline-scripts.ts). */
/** The widget's script: clinic sites load it with a plain <script src>, a cross-origin read. */
export const WIDGET_SCRIPT_PATH = '/widget.js';

/** `frameAncestors`: the clinic sites that may frame the portal besides itself (FRAME_ANCESTORS). */
export function contentSecurityPolicy(
  { videoOrigin, videoScript, apiOrigin }: ExternalSources,
  scriptHashes: readonly string[] = [],
  frameAncestors: readonly string[] = [],
): string {
  const extra = (...values: (string | null)[]) => values.filter((value): value is string => value !== null);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...extra(videoScript)]],
    ['worker-src', ["'self'", 'blob:']],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra(apiOrigin)]],
    // Fluent UI (Griffel) injects style elements at runtime.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra(apiOrigin)]],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', videoOrigin ? [videoOrigin] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...frameAncestors]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function permissionsPolicy({ videoOrigin }: ExternalSources): string {
  const withVideo = videoOrigin ? `(self "${videoOrigin}")` : '(self)';
  const allowed = ['camera', 'microphone', 'display-capture', 'fullscreen', 'autoplay'].map(
    (f) => `${f}=${withVideo}`,
  );
  const denied = [
    'geolocation',
    'payment',
    'usb',
    'serial',
    'bluetooth',
    'midi',
    'accelerometer',
    'gyroscope',
    'magnetometer',
  ];
  return [...allowed, ...denied.map((feature) => `${feature}=()`)].join(', ');
}

export function securityHeaders(
  sourcesMemo: Memo<ExternalSources>,
  frameAncestors: readonly string[] = [],
): MiddlewareHandler {
  const standard = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: frameAncestors.length === 0 ? 'SAMEORIGIN' : false,
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
  });
  const policyOf = (sources: ExternalSources, hashes: readonly string[] = []) =>
    contentSecurityPolicy(sources, hashes, frameAncestors);
  let policies = {
    sources: NO_SOURCES,
    csp: policyOf(NO_SOURCES),
    permissions: permissionsPolicy(NO_SOURCES),
  };
  // The pages' policy (with index.html's inline script hashes) is built once per sources and hashes.
  let page = { sources: NO_SOURCES, hashes: [] as readonly string[], csp: policies.csp };
  return async (c, next) => {
    await standard(c, next);
    // Headers must not depend on the database being up: an outage keeps the strictest policy.
    const sources = await sourcesMemo.get().catch(() => NO_SOURCES);
    // The policies are built once per configuration read, not once per request.
    if (policies.sources !== sources)
      policies = { sources, csp: policyOf(sources), permissions: permissionsPolicy(sources) };
    const hashes = c.get('inlineScriptHashes') as readonly string[] | undefined;
    if (hashes && (page.sources !== sources || page.hashes !== hashes))
      page = { sources, hashes, csp: policyOf(sources, hashes) };
    // A route that sets its own, stricter policy (the clinic logos) keeps it.
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', hashes ? page.csp : policies.csp);
    c.res.headers.set('Permissions-Policy', policies.permissions);
    if (c.req.path === WIDGET_SCRIPT_PATH) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}
