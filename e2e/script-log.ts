/** The names of the script files a page has requested so far, without their content hashes. */
import type { Page } from '@playwright/test';

export function scriptLog(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.endsWith('.js')) names.push(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  return () => [...names];
}
