// An administrator's initials and state badges, as the list and the card show them.
import { Badge } from '@/components/ui/badge';
import { adminDisplayName } from '@/lib/api/admins';
import { cn } from '@/lib/cn';
import { ROLE_LABELS } from '@/shared/constants';
import type { Admin } from '@/shared/auth/answers';
import { ADMIN_TEXTS as T } from './texts';

function initialsOf(admin: Admin): string {
  const words = adminDisplayName(admin).split(/[\s@.]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0][0]}${words[1][0]}` : (words[0] ?? '?').slice(0, 2)).toLocaleUpperCase('fr-FR');
}

export function AdminAvatar({ admin, large = false }: { admin: Admin; large?: boolean }) {
  const superAdmin = admin.typeUtilisateur === 'SUPER_ADMIN';
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold',
        large ? 'size-16 text-xl' : 'size-10 text-sm',
        superAdmin
          ? 'bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-200'
          : 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
      )}
    >
      {initialsOf(admin)}
    </span>
  );
}

export function AdminBadges({ admin }: { admin: Admin }) {
  return (
    <>
      <Badge tone={admin.typeUtilisateur === 'SUPER_ADMIN' ? 'purple' : 'blue'}>{ROLE_LABELS[admin.typeUtilisateur]?.short}</Badge>
      <Badge tone={admin.isActive ? 'green' : 'gray'}>{admin.isActive ? T.active : T.inactive}</Badge>
      {admin.compteVerrouille && <Badge tone="red">{T.blocked}</Badge>}
      {!admin.emailVerifie && <Badge tone="amber">{T.pendingShort}</Badge>}
    </>
  );
}
