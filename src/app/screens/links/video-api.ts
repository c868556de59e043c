/**
 * The video-conference service's external API script (Jitsi Meet's external_api.js), loaded from the
 * configured host once per page: later rooms reuse it. A script that fails or takes longer than the
 * timeout (offline, blocked by a filter, a very slow network) rejects, and its element is removed so a
 * retry starts a fresh download instead of waiting on the dead one.
 */
import { isVideoHost, videoScriptUrl } from '../../../domain/video-conference';

/** What this app uses of JitsiMeetExternalAPI. */
export interface VideoApi {
  addEventListener(event: string, listener: (...args: unknown[]) => void): void;
  executeCommand(command: string, ...args: unknown[]): void;
  /** The room's iframe, which the service leaves without a title. */
  getIFrame?(): HTMLIFrameElement | null;
  dispose(): void;
}

export type VideoApiConstructor = new (domain: string, options: Record<string, unknown>) => VideoApi;

type WithVideoApi = Window & { JitsiMeetExternalAPI?: VideoApiConstructor };

export const SCRIPT_TIMEOUT_MS = 15_000;

let loading: { domain: string; promise: Promise<VideoApiConstructor> } | null = null;

export function loadVideoApi(domain: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<VideoApiConstructor> {
  if (loading?.domain === domain) return loading.promise;
  const promise = new Promise<VideoApiConstructor>((resolve, reject) => {
    if (!isVideoHost(domain)) {
      reject(new Error(`not a video-conference host: ${domain}`));
      return;
    }
    const script = document.createElement('script');
    script.src = videoScriptUrl(domain);
    script.async = true;
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      const api = (window as WithVideoApi).JitsiMeetExternalAPI;
      if (!error && api) return resolve(api);
      script.remove();
      reject(error ?? new Error('the video script defined no JitsiMeetExternalAPI'));
    };
    const timer = setTimeout(() => settle(new Error('the video script took too long')), timeoutMs);
    script.onload = () => settle(null);
    script.onerror = () => settle(new Error('the video script did not load'));
    document.head.append(script);
  });
  const attempt = { domain, promise };
  loading = attempt;
  // A failed attempt is forgotten, so the next call (a retry) loads again.
  promise.catch(() => {
    if (loading === attempt) loading = null;
  });
  return promise;
}
