import type { admins } from '@/server/db/schema';
import { mailDelivery } from '@/server/mail/mailer';
import type { Admin, OwnProfile } from '@/shared/auth/answers';
import type { Actor } from '../activity/log-activity';

export type AdminRow = typeof admins.$inferSelect;

/** An administrator as the API shows it (docs/api.md): never the password hash or the login counters. */
export function toAdminDto(row: AdminRow): Admin {
  return {
    id: row.id,
    email: row.email,
    nom: row.nom,
    prenom: row.prenom,
    nomComplet: `${row.prenom} ${row.nom}`.trim(),
    numero: row.numero,
    dateNaissance: row.dateNaissance,
    typeUtilisateur: row.typeUtilisateur,
    isActive: row.isActive,
    compteVerrouille: row.compteVerrouille,
    emailVerifie: row.emailVerifie,
    derniereConnexion: row.derniereConnexion ? row.derniereConnexion.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The administrator's own view: with the address waiting for its confirmation, which nobody else sees, and how the
 * shop's e-mails leave it (kept in the outbox without SMTP_URL), which the screens say.
 */
export function toOwnProfileDto(row: AdminRow): OwnProfile {
  return { ...toAdminDto(row), emailEnAttente: row.pendingEmail, envoiEmails: mailDelivery() };
}

/** The administrator of this row, as the activity log names them. */
export function actorOf(row: Pick<AdminRow, 'id' | 'email' | 'nom' | 'prenom'>): Actor {
  return { id: row.id, email: row.email, nomComplet: `${row.prenom} ${row.nom}`.trim() || null };
}
