import { describe, expect, it } from 'vitest';
import { foldForSearch, titleMatches } from '../../src/domain/title-search';

describe('the services search’s folding', () => {
  it('folds case (Cyrillic too), ё to е and runs of white space, and trims', () => {
    expect(foldForSearch('  ЁЛКА   Новогодняя\tMRI ')).toBe('елка новогодняя mri');
  });

  it('keeps accents: é is not e', () => {
    expect(titleMatches('Café crème', foldForSearch('cafe'))).toBe(false);
    expect(titleMatches('Café crème', foldForSearch('CAFÉ'))).toBe(true);
  });

  it('finds a folded text anywhere in the folded title; an empty search finds every title', () => {
    expect(titleMatches('Приём  терапевта', foldForSearch('прием т'))).toBe(true);
    expect(titleMatches('Приём терапевта', foldForSearch('хирург'))).toBe(false);
    expect(titleMatches('Приём терапевта', foldForSearch('   '))).toBe(true);
  });
});
