/**
 * A stand-in for the video-conference service, on its own HTTPS port of this machine: a fake
 * external_api.js that records what the app asks of it on `window.__fakeVideo` (the room's options,
 * the commands, the listeners, dispose) and puts an iframe of this host in the room, and a tiny room
 * page for that iframe. Its certificate (e2e/fixtures, for 127.0.0.1, self-signed, a test key that
 * guards nothing) ships with the tests so they need no openssl; the browser context must ignore HTTPS
 * errors. The app is pointed at it by the configuration's videoConferenceDomain.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface VideoStandIn {
  /** host:port, as the configuration names a video-conference host. */
  domain: string;
  /** How many times external_api.js was fetched. */
  scriptRequests(): number;
  stop(): Promise<void>;
}

const FAKE_API = `(() => {
  const log = (window.__fakeVideo ??= { loads: 0, rooms: [] });
  log.loads += 1;
  window.JitsiMeetExternalAPI = class {
    constructor(domain, options) {
      const { parentNode, ...rest } = options;
      this.record = { domain, options: rest, inParent: parentNode instanceof HTMLElement, events: [], commands: [], disposed: false };
      this.listeners = {};
      log.rooms.push(this.record);
      this.frame = document.createElement('iframe');
      // No title, as the service's own frame has none: the app names it.
      this.frame.src = 'https://' + domain + '/room/' + encodeURIComponent(options.roomName);
      parentNode.append(this.frame);
      log.emit = (event) => (this.listeners[event] ?? []).forEach((listener) => listener({}));
    }
    addEventListener(event, listener) {
      (this.listeners[event] ??= []).push(listener);
      this.record.events.push(event);
    }
    executeCommand(command, ...args) {
      this.record.commands.push([command, ...args]);
    }
    getIFrame() {
      return this.frame;
    }
    dispose() {
      this.record.disposed = true;
      this.frame.remove();
    }
  };
})();`;

export async function startVideoStandIn(): Promise<VideoStandIn> {
  const fixtures = path.join(import.meta.dirname, 'fixtures');
  const key = readFileSync(path.join(fixtures, 'video-stand-in.key.pem'));
  const cert = readFileSync(path.join(fixtures, 'video-stand-in.cert.pem'));
  let scripts = 0;
  const server = createServer({ key, cert }, (req, res) => {
    if (req.url === '/external_api.js') {
      scripts += 1;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(FAKE_API);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>room</title><p id="stand-in-room">stand-in room</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    domain: `127.0.0.1:${port}`,
    scriptRequests: () => scripts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
