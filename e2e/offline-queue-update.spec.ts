/**
 * A new version of the app takes over without losing the offline queue or an open form. The server
 * serves a copy of the build; "deploying" changes that copy's sw.js (a second version that answers a
 * page asking for its version). A cancel is queued under the first version and kept waiting (its client
 * logged out, so it waits for that client's next login); while a tab of the first version is open with a
 * form half filled, the second version installs and waits, and the form keeps its text; once that tab
 * is gone the second version controls the app, and at the client's next login it delivers the cancel the
 * first one queued, once.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, startServer, test } from './harness';
import { FAMILY, behindProxy, countsOf, queuedCancel } from './offline-support';
import { signIn, signOut } from './shell-support';

test.use({ serviceWorkers: 'allow' });

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const ASK = 'priyom-version?';
const SECOND = 'priyom-version-2';
/** What the second version adds to the first's sw.js: it says which version it is. */
const SECOND_VERSION = `\nself.addEventListener('message',(e)=>{if(e.data===${JSON.stringify(ASK)})e.source&&e.source.postMessage(${JSON.stringify(SECOND)})});\n`;

/** A copy of the build for the server to serve, and the deploy of a second version into it. */
function servedBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'priyom-dist-'));
  cpSync(DIST, dir, { recursive: true });
  // The server prefers the compressed copies: without them it sends sw.js as the deploy leaves it.
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(dir, copy), { force: true });
  const sw = path.join(dir, 'sw.js');
  return {
    dir,
    deploy: () => writeFileSync(sw, readFileSync(sw, 'utf8') + SECOND_VERSION),
  };
}

/** Which version controls the page: the second answers, the first stays silent. */
const versionOf = (page: Page) =>
  page.evaluate(
    ([ask, second]) =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        const timer = setTimeout(() => resolve('first'), 1000);
        navigator.serviceWorker.addEventListener('message', (event) => {
          if (event.data === second) {
            clearTimeout(timer);
            resolve(second);
          }
        });
        controller.postMessage(ask);
      }),
    [ASK, SECOND] as const,
  );

test('a new version takes over without losing the queued cancel or an open form’s text', async ({
  context,
}) => {
  const build = servedBuild();
  const server = await startServer({ env: { STATIC_DIR: build.dir } });
  try {
    await behindProxy(server, async (proxy) => {
      const page = await context.newPage();
      const { before, id } = await queuedCancel(page, proxy, server);
      // Logged out before the network returns: the cancel waits in the queue for this client's next login.
      await signOut(page);
      proxy.restore();
      await page.goto(`${proxy.url}/authorization`);
      await page.getByTestId('login-password').fill('half-typed 123');

      build.deploy();
      const waiting = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) return 'no registration';
        await registration.update();
        for (let tries = 0; tries < 100 && !registration.waiting; tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
        return registration.waiting ? 'waiting' : 'not installed';
      });
      // The new version waits while a tab of the old one is open: nothing reloads under the form.
      expect(waiting).toBe('waiting');
      expect(await versionOf(page)).toBe('first');
      await expect(page.getByTestId('login-password')).toHaveValue('half-typed 123');

      await page.close();
      const again = await context.newPage();
      await again.goto(proxy.url);
      await expect
        .poll(async () => {
          const version = await versionOf(again);
          if (version !== SECOND) await again.reload();
          return version;
        })
        .toBe(SECOND);

      await signIn(again, FAMILY);
      await expect
        .poll(
          () => {
            const db = new Database(server.databaseFile, { readonly: true });
            try {
              return (
                db.prepare('SELECT status FROM appointments WHERE id = ?').get(Number(id)) as {
                  status: number;
                }
              ).status;
            } finally {
              db.close();
            }
          },
          { timeout: 30_000 },
        )
        .toBe(4);
      expect(countsOf(server).answers - before.answers).toBe(1);
    });
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(build.dir, { recursive: true, force: true });
  }
});
