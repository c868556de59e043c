// @vitest-environment jsdom
/**
 * The app's useTranslation: its `t` answers as i18next's own in the language shown, a text without
 * values included, and a key asked for before its strings came is answered anew once they come (an
 * area's chunk adds them after the start page may have asked).
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, runtimeKey, useTranslation } from '../../src/app/i18n';
import { NAMESPACE } from '../../src/app/i18n/instance';
import { withBothLanguages } from './both-languages';

withBothLanguages();

describe('useTranslation', () => {
  it('answers in the language shown, with and without values', async () => {
    const { result, rerender } = renderHook(() => useTranslation());
    expect(result.current.t('app.name')).toBe(i18n.t('app.name', { lng: 'ru' }));
    await i18n.changeLanguage('en-gb');
    rerender();
    expect(result.current.t('app.name')).toBe(i18n.t('app.name', { lng: 'en-gb' }));
    await i18n.changeLanguage('ru');
  });

  it('answers a key anew once its strings are added', () => {
    const { result } = renderHook(() => useTranslation());
    const key = runtimeKey('translationProbe.word');
    expect(result.current.t(key)).toBe('translationProbe.word');
    i18n.addResourceBundle('ru', NAMESPACE, { translationProbe: { word: 'слово' } }, true, false);
    expect(result.current.t(key)).toBe('слово');
  });
});
