import { memo, useMemo } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { useTranslation, type Translation } from './use-translation';

const seen: Translation[] = [];

function Label({ id }: { id: string }) {
  const translation = useTranslation();
  seen.push(translation);
  return <span data-testid={id}>{translation.t('common.close')}</span>;
}

// Keeps its text in a memo keyed by `t`, as some components do: a new `t` must come with each
// change of language, or this would keep the old text.
const MemoLabel = memo(function MemoLabel() {
  const { t, i18n: instance } = useTranslation();
  const text = useMemo(() => `${t('common.close')} ${instance.language}`, [t, instance]);
  return <span data-testid="memo">{text}</span>;
});

afterEach(async () => {
  await setLanguage('EN', { persist: false });
  seen.length = 0;
});

describe('useTranslation', () => {
  it('gives every component the same translate function until something changes', () => {
    render(
      <>
        <Label id="a" />
        <Label id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Close');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]!.i18n).toBe(i18n);
  });

  it('re-renders mounted components, memoised ones too, in the new language', async () => {
    render(
      <>
        <Label id="a" />
        <MemoLabel />
      </>,
    );
    const before = seen[0]!.t;
    await act(() => setLanguage('TH', { persist: false }));
    expect(screen.getByTestId('a').textContent).toBe('ปิด');
    expect(screen.getByTestId('memo').textContent).toBe('ปิด TH');
    expect(seen.at(-1)!.t).not.toBe(before);
  });

  it('hands out a new translate function when a translation file is added', async () => {
    render(<Label id="a" />);
    const before = seen.at(-1)!.t;
    act(() => {
      i18n.addResourceBundle('EN', 'translation', { common: { close: 'Shut' } }, true, true);
    });
    expect(screen.getByTestId('a').textContent).toBe('Shut');
    expect(seen.at(-1)!.t).not.toBe(before);
    act(() => {
      i18n.addResourceBundle('EN', 'translation', { common: { close: 'Close' } }, true, true);
    });
  });

  it('answers a plain key from what it answered before, until the texts change', () => {
    render(<Label id="a" />);
    const { t } = seen.at(-1)!;
    // Changed under i18next without its event: the remembered text still answers.
    const common = i18n.getResourceBundle('EN', 'translation').common as { close: string };
    common.close = 'Quiet';
    expect(t('common.close')).toBe('Close');
    // Any added text renews the snapshot, and the new one reads the store again.
    act(() => {
      i18n.addResourceBundle(
        'EN',
        'translation',
        { useTranslationTest: { added: 'Added' } },
        true,
        true,
      );
    });
    expect(screen.getByTestId('a').textContent).toBe('Quiet');
    act(() => {
      i18n.addResourceBundle('EN', 'translation', { common: { close: 'Close' } }, true, true);
    });
    expect(screen.getByTestId('a').textContent).toBe('Close');
  });

  it('works out a key with options each time', () => {
    render(<Label id="a" />);
    const { t } = seen.at(-1)!;
    expect(t('banner.position', { n: 1, total: 3 })).toBe('1 of 3');
    expect(t('banner.position', { n: 2, total: 3 })).toBe('2 of 3');
  });
});
