import nodemailer from 'nodemailer';
import { AppError } from '../../http/app-error';
import type { MailProvider } from './mail-provider';

/** SMTP through nodemailer (smtp://user:pass@host:port, or smtps:// for TLS from the start). */
export function smtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch {
        throw new AppError('mail_send_failed');
      }
    },
    close: () => transport.close(),
  };
}
