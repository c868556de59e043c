// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import { type ErrorEntry, ErrorList } from '../../src/app/shell/ErrorList';

beforeAll(() => {
  initI18n('ru');
});
afterEach(cleanup);

function Harness({ initial }: { initial: ErrorEntry[] }) {
  const [errors, setErrors] = useState(initial);
  return (
    <ErrorList
      errors={errors}
      onRemove={(key) => setErrors((list) => list.filter((e) => (typeof e === 'string' ? e : e.key) !== key))}
    />
  );
}

describe('<ErrorList/>', () => {
  it('shows translated keys and removes one on click', () => {
    render(
      <Harness
        initial={[
          'errors.unexpected_error',
          'errors.try_to_use_the_service_later',
          'errors.some.unknown_key',
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Произошла непредвиденная ошибка',
      'Ошибка, попробуйте воспользоваться сервисом позже',
      'errors.some.unknown_key',
    ]);
    fireEvent.click(
      screen.getByRole('button', { name: 'Скрыть сообщение: Произошла непредвиденная ошибка' }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Произошла непредвиденная ошибка')).toBeNull();
  });

  it('interpolates parameters', () => {
    render(<Harness initial={[{ key: 'common.dataFrom', params: { date: '1 января' } }]} />);
    expect(screen.getByRole('listitem').textContent).toBe('Данные от 1 января');
  });

  it('keeps an empty live region without errors, so the first errors are announced', () => {
    const { rerender } = render(<ErrorList errors={[]} onRemove={() => undefined} />);
    const region = screen.getByTestId('error-list');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.children).toHaveLength(0);
    rerender(<ErrorList errors={['errors.unexpected_error']} onRemove={() => undefined} />);
    expect(screen.getByTestId('error-list')).toBe(region);
    expect(region.textContent).toBe('Произошла непредвиденная ошибка');
  });

  it('is keyboard operable: each entry is a button', () => {
    render(<Harness initial={['errors.unexpected_error']} />);
    const button = screen.getByRole('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
