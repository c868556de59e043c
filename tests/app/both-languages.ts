/**
 * For suites that render in Russian and English: both languages loaded once, each render cleaned up,
 * and Russian restored for the files that run after.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n, initI18n, loadLanguage } from '../../src/app/i18n';

export function withBothLanguages(): void {
  beforeAll(async () => {
    await initI18n('ru');
    await loadLanguage('en-gb');
  });
  afterEach(cleanup);
  afterAll(async () => {
    await i18n.changeLanguage('ru');
  });
}
