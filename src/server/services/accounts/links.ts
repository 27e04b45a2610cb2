// Links in e-mails and SMS lead to the back office's pages, on its own address (ADMIN_URL) when it has one, else
// on the shop's public address.
import { backOfficeUrl, getConfig } from '@/server/config';

export function verifyAccountLink(token: string): string {
  return `${backOfficeUrl(getConfig())}/admin/verify-account?token=${encodeURIComponent(token)}`;
}

/** Both the password reset and the invited administrator's first password are chosen on this page. */
export function resetPasswordLink(token: string): string {
  return `${backOfficeUrl(getConfig())}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

/** The page that e-mails a reset link: where the owner of an account changed behind her back starts. */
export function forgotPasswordLink(): string {
  return `${backOfficeUrl(getConfig())}/admin/forget`;
}
