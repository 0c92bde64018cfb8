/** Sends e-mail: SMTP through nodemailer, or the dev outbox locally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Shown in the dev outbox (a code or a reset token); never a separate part of the mail. */
  code?: string;
}

export interface MailProvider {
  readonly name: 'smtp' | 'outbox' | 'unconfigured';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
