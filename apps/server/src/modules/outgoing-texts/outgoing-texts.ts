/**
 * The texts the platform sends to players outside the site: the verification code (SMS and
 * e-mail) and the password-reset mail, in the seven full translation sets of the player site
 * (EN, TW, CN, ID, TH, TY, VI). A message goes out in the language of the request that caused
 * it (the `Language` header, else the merchant's default); the menu's other languages get
 * English, as their site text falls back to English.
 */
import type { LanguageCode } from '@wl/contract/common/headers';

export const MESSAGE_LANGUAGES = ['EN', 'TW', 'CN', 'ID', 'TH', 'TY', 'VI'] as const;
type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

interface CodeText {
  site: string;
  code: string;
  minutes: number;
}

interface ResetText {
  site: string;
  username: string;
  link: string;
  minutes: number;
}

interface Texts {
  codeSubject: (site: string) => string;
  code: (v: CodeText) => string;
  resetSubject: (site: string) => string;
  reset: (v: ResetText) => string[];
}

const TEXTS: Record<MessageLanguage, Texts> = {
  EN: {
    codeSubject: (site) => `${site} verification code`,
    code: (v) =>
      `${v.site}: your verification code is ${v.code}. It expires in ${v.minutes} minutes.`,
    resetSubject: (site) => `${site}: reset your password`,
    reset: (v) => [
      `Hello ${v.username},`,
      '',
      `Someone asked to reset the password of your ${v.site} account.`,
      `Open this link within ${v.minutes} minutes to choose a new password:`,
      v.link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
  },
  TW: {
    codeSubject: (site) => `${site} 驗證碼`,
    code: (v) => `【${v.site}】您的驗證碼為 ${v.code}，${v.minutes} 分鐘內有效。`,
    resetSubject: (site) => `${site}：重設您的密碼`,
    reset: (v) => [
      `${v.username} 您好：`,
      '',
      `有人申請重設您在 ${v.site} 的帳號密碼。`,
      `請在 ${v.minutes} 分鐘內開啟以下連結設定新密碼：`,
      v.link,
      '',
      '如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。',
    ],
  },
  CN: {
    codeSubject: (site) => `${site} 验证码`,
    code: (v) => `【${v.site}】您的验证码为 ${v.code}，${v.minutes} 分钟内有效。`,
    resetSubject: (site) => `${site}：重置您的密码`,
    reset: (v) => [
      `${v.username}，您好：`,
      '',
      `有人申请重置您在 ${v.site} 的账号密码。`,
      `请在 ${v.minutes} 分钟内打开以下链接设置新密码：`,
      v.link,
      '',
      '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    ],
  },
  ID: {
    codeSubject: (site) => `Kode verifikasi ${site}`,
    code: (v) =>
      `${v.site}: kode verifikasi Anda adalah ${v.code}. Berlaku selama ${v.minutes} menit.`,
    resetSubject: (site) => `${site}: atur ulang kata sandi Anda`,
    reset: (v) => [
      `Halo ${v.username},`,
      '',
      `Seseorang meminta pengaturan ulang kata sandi akun ${v.site} Anda.`,
      `Buka tautan ini dalam ${v.minutes} menit untuk membuat kata sandi baru:`,
      v.link,
      '',
      'Jika itu bukan Anda, abaikan email ini: kata sandi Anda tidak berubah.',
    ],
  },
  TH: {
    codeSubject: (site) => `รหัสยืนยัน ${site}`,
    code: (v) => `${v.site}: รหัสยืนยันของคุณคือ ${v.code} ใช้ได้ภายใน ${v.minutes} นาที`,
    resetSubject: (site) => `${site}: รีเซ็ตรหัสผ่านของคุณ`,
    reset: (v) => [
      `สวัสดีคุณ ${v.username}`,
      '',
      `มีผู้ขอรีเซ็ตรหัสผ่านบัญชี ${v.site} ของคุณ`,
      `เปิดลิงก์นี้ภายใน ${v.minutes} นาทีเพื่อตั้งรหัสผ่านใหม่:`,
      v.link,
      '',
      'หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเดิม',
    ],
  },
  TY: {
    codeSubject: (site) => `Verification code ng ${site}`,
    code: (v) =>
      `${v.site}: ang iyong verification code ay ${v.code}. Mag-e-expire ito sa loob ng ${v.minutes} minuto.`,
    resetSubject: (site) => `${site}: i-reset ang iyong password`,
    reset: (v) => [
      `Kumusta ${v.username},`,
      '',
      `May humiling na i-reset ang password ng iyong ${v.site} account.`,
      `Buksan ang link na ito sa loob ng ${v.minutes} minuto para pumili ng bagong password:`,
      v.link,
      '',
      'Kung hindi ikaw ito, huwag pansinin ang mail na ito: hindi magbabago ang iyong password.',
    ],
  },
  VI: {
    codeSubject: (site) => `Mã xác minh ${site}`,
    code: (v) =>
      `${v.site}: mã xác minh của bạn là ${v.code}. Mã có hiệu lực trong ${v.minutes} phút.`,
    resetSubject: (site) => `${site}: đặt lại mật khẩu của bạn`,
    reset: (v) => [
      `Xin chào ${v.username},`,
      '',
      `Có người đã yêu cầu đặt lại mật khẩu tài khoản ${v.site} của bạn.`,
      `Hãy mở liên kết này trong vòng ${v.minutes} phút để chọn mật khẩu mới:`,
      v.link,
      '',
      'Nếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    ],
  },
};

function textsFor(language: string): Texts {
  const known = MESSAGE_LANGUAGES.find((code) => code === language);
  return TEXTS[known ?? 'EN'];
}

/** The verification code's SMS text, and the same text with a subject for e-mail. */
export function codeMessage(
  language: LanguageCode | string,
  v: CodeText,
): { subject: string; text: string } {
  const texts = textsFor(language);
  return { subject: texts.codeSubject(v.site), text: texts.code(v) };
}

/** The password-reset mail. */
export function resetMessage(
  language: LanguageCode | string,
  v: ResetText,
): { subject: string; text: string } {
  const texts = textsFor(language);
  return { subject: texts.resetSubject(v.site), text: texts.reset(v).join('\n') };
}
