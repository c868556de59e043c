import { getInitials } from '@fluentui/react-avatar';
import { expect, test } from 'vitest';
import { initials } from '../../src/domain/initials';

test.each([
  'Иванова Мария Петровна',
  'Петров Сергей',
  'Сидоров',
  'Анна-Мария Ким Ли Пак',
  'Dr. John (Jack) Smith',
  '  Ольга   Николаевна  ',
  'ёлкин ёж',
  '+7 999 123 45 67',
  '',
])('writes the initials of %o as Fluent’s Avatar does', (name) => {
  expect(initials(name)).toBe(getInitials(name, false));
});
