-- Back office: an operator's password reset hands the member a one-time password that must be
-- changed at the next login. Any new password the member sets clears the mark.
ALTER TABLE members ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
