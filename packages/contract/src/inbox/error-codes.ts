/** Error codes of the inbox; merged into the catalogue in common/error-codes.ts. */
export const inboxErrors = {
  inbox_no_recipients: { status: 400, messageKey: 'error_inbox_no_recipients' },
} as const;
