import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MainNav } from './header';
import { LanguageMenu } from './language-menu';
import { renderWithProviders } from '../../test/render';

describe('language switch', () => {
  it('lists the ~30 languages by their own names', () => {
    renderWithProviders(<LanguageMenu />);
    // Closed, the menu holds no items: a page load does not make them.
    expect(screen.queryAllByRole('menuitemradio', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.length).toBe(30);
    expect(items.map((i) => i.textContent)).toEqual(
      expect.arrayContaining(['繁體中文', 'English', '日本語', 'ไทย', 'Tiếng Việt', 'Español']),
    );
  });

  it('re-renders the text in Traditional Chinese and stores the choice as hisLang', async () => {
    renderWithProviders(
      <>
        <LanguageMenu />
        <MainNav />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '繁體中文' }));

    expect(await screen.findByRole('link', { name: '首頁' })).toBeTruthy();
    expect(window.localStorage.getItem('hisLang')).toBe('TW');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('shows a partial set in its language, and sets Arabic right to left', async () => {
    renderWithProviders(
      <>
        <LanguageMenu />
        <MainNav />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }));
    await waitFor(() => expect(window.localStorage.getItem('hisLang')).toBe('JA'));
    expect(await screen.findByRole('link', { name: 'スロット' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');

    fireEvent.click(screen.getByRole('button', { name: '言語：日本語' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(await screen.findByRole('link', { name: 'السلوتس' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('moves through the menu with the arrow keys and closes it with Escape', () => {
    renderWithProviders(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('日本語');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
