/**
 * A screen asks the data worker once per view and params, however many of its components show that
 * view: the doctor page shows the doctors and the network's state from several components, and each
 * extra watch was a round trip, a subscription in the worker and a message per change.
 */
import { expect, test } from './harness';

for (const path of ['/clinic/1/doctor/1', '/clinic/1/doctors'])
  test(`${path} watches each view and params once`, async ({ page, server }) => {
    // Comlink sends a call as { type, path: [method], argumentList }: record every `watch` request.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { watched: string[] }).watched = seen;
      const post = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        const message = args[0] as { path?: string[]; argumentList?: { value?: unknown }[] } | null;
        if (message?.path?.[0] === 'watch') seen.push(JSON.stringify(message.argumentList?.[0]?.value));
        return (post as (...rest: unknown[]) => void).apply(this, args);
      } as typeof post;
    });
    await page.goto(`${server.url}${path}`);
    const read = () => page.evaluate(() => (window as unknown as { watched: string[] }).watched);
    await expect.poll(async () => (await read()).some((request) => request.includes('"doctors"'))).toBe(true);
    // Every component of the screen has mounted and watched by now.
    await page.waitForTimeout(1_500);
    const watched = await read();
    expect(watched.filter((request, index) => watched.indexOf(request) !== index)).toEqual([]);
  });
