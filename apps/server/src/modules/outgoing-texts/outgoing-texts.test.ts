import { describe, expect, it } from 'vitest';
import { codeMessage, MESSAGE_LANGUAGES, resetMessage } from './outgoing-texts';

const code = { site: 'Demo Casino', code: '482913', minutes: 5 };
const reset = {
  site: 'Demo Casino',
  username: 'player_7',
  link: 'https://demo.example/forget?resetToken=abc',
  minutes: 30,
};

describe('texts sent by SMS and e-mail', () => {
  it.each(MESSAGE_LANGUAGES)(
    '%s: the code text carries the site, the code and the minutes',
    (language) => {
      const { subject, text } = codeMessage(language, code);
      expect(text).toContain('Demo Casino');
      expect(text).toContain('482913');
      expect(text).toMatch(/\b5\b/);
      expect(subject).toContain('Demo Casino');
    },
  );

  it.each(MESSAGE_LANGUAGES)(
    '%s: the reset mail carries the name, the link and the minutes',
    (language) => {
      const { subject, text } = resetMessage(language, reset);
      expect(text).toContain('player_7');
      expect(text.split('\n')).toContain(reset.link);
      expect(text).toMatch(/\b30\b/);
      expect(subject).toContain('Demo Casino');
    },
  );

  it('writes each full set in its own language', () => {
    const texts = MESSAGE_LANGUAGES.map((language) => codeMessage(language, code).text);
    expect(new Set(texts).size).toBe(MESSAGE_LANGUAGES.length);
    expect(codeMessage('TW', code).text).toContain('驗證碼');
    expect(codeMessage('CN', code).text).toContain('验证码');
    expect(codeMessage('TH', code).text).toContain('รหัสยืนยัน');
    expect(codeMessage('VI', code).text).toContain('mã xác minh');
    expect(resetMessage('ID', reset).subject).toContain('kata sandi');
  });

  it('sends English to the menu languages without a full set', () => {
    expect(codeMessage('JA', code)).toEqual(codeMessage('EN', code));
    expect(resetMessage('AR', reset)).toEqual(resetMessage('EN', reset));
  });
});
