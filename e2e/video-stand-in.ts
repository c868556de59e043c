/**
 * A stand-in for the video-conference service, on its own HTTPS port of this machine: a fake
 * external_api.js that records what the app asks of it on `window.__fakeVideo` (the room's options,
 * the commands, the listeners, dispose) and puts an iframe of this host in the room, and a tiny room
 * page for that iframe. The certificate is self-signed, made by openssl for 127.0.0.1, so the browser
 * context must ignore HTTPS errors. The app is pointed at it by the configuration's videoConferenceDomain.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
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
      this.frame.title = 'stand-in room';
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
    dispose() {
      this.record.disposed = true;
      this.frame.remove();
    }
  };
})();`;

export async function startVideoStandIn(): Promise<VideoStandIn> {
  const dir = mkdtempSync(path.join(tmpdir(), 'priyom-video-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  let scripts = 0;
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
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
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
