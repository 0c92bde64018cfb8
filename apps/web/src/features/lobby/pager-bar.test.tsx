import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PagerBar } from './pager-bar';

// The breaks are hidden from assistive technology, so the list items are read directly.
const pageLabels = () =>
  [...screen.getByRole('navigation', { name: 'Pages' }).querySelectorAll('li')].map(
    (li) => li.textContent,
  );

describe('PagerBar', () => {
  it('renders first, prev, the range-3 window with one page at each end, next and last', () => {
    render(<PagerBar page={5} totalPages={10} onPage={() => {}} />);
    expect(pageLabels()).toEqual([
      'First',
      'Previous',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
      'Next',
      'Last',
    ]);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('disables first and prev on page 1 and next and last on the final page', () => {
    const { rerender } = render(<PagerBar page={1} totalPages={3} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'First' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    rerender(<PagerBar page={3} totalPages={3} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Last' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for clamped pages', () => {
    const onPage = vi.fn();
    render(<PagerBar page={4} totalPages={9} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onPage.mock.calls.map(([p]) => p as number)).toEqual([9, 5, 1]);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<PagerBar page={1} totalPages={1} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
