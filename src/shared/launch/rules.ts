// 'Mise en ligne' without zod (docs/product.md, "Going live"): the points that take a shop from the demo to a live
// shop, each checked by the server, with its French texts and where it is fixed. The dashboard of a super
// administrator lists them until every one is done, and the start log says the same, one line each.

/** The WhatsApp number a shop starts with when WHATSAPP_NUMBER is not set: the demo's, never a real one. */
export const DEMO_WHATSAPP_NUMBER = '+221770000000';

/** The first super administrator's name until they give theirs (the dashboard then greets them without a name). */
export const INITIAL_SUPER_ADMIN_NAME = { prenom: 'Super', nom: 'Administrateur' } as const;

/** A backup older than this many days no longer counts. */
export const LAUNCH_BACKUP_MAX_AGE_DAYS = 7;

export const LAUNCH_CHECK_KEYS = ['ownName', 'whatsapp', 'shopName', 'publicUrl', 'email', 'demoData', 'secondFactor', 'backup'] as const;
export type LaunchCheckKey = (typeof LAUNCH_CHECK_KEYS)[number];

/** Where a point is fixed: a back-office screen, or the server's configuration (docs/deploy.md). */
export type LaunchFix = { screen: 'settings' | 'account' } | { configuration: string };

export interface LaunchCheckText {
  /** Said when the point is done. */
  done: string;
  /** Said while it is not, with what to do. */
  todo: string;
  fix: LaunchFix;
}

export const LAUNCH_CHECKS: Record<LaunchCheckKey, LaunchCheckText> = {
  ownName: {
    done: 'Votre compte porte votre nom.',
    todo: 'Indiquez votre prénom et votre nom : le tableau de bord vous saluera par votre prénom.',
    fix: { screen: 'account' },
  },
  whatsapp: {
    done: 'Les commandes arrivent sur votre numéro WhatsApp.',
    todo: 'Remplacez le numéro WhatsApp de démonstration (+221 77 000 00 00) par celui de la boutique.',
    fix: { screen: 'settings' },
  },
  shopName: {
    done: 'La boutique porte son nom.',
    todo: 'Donnez son nom à la boutique.',
    fix: { screen: 'settings' },
  },
  publicUrl: {
    done: 'La boutique a son adresse https.',
    todo: "Indiquez l'adresse https de la boutique dans PUBLIC_URL, sur son nom de domaine.",
    fix: { configuration: 'PUBLIC_URL' },
  },
  email: {
    done: 'Les e-mails sont envoyés.',
    todo: "Configurez l'envoi des e-mails (SMTP_URL) : sans lui, ils restent dans la boîte d'envoi du serveur.",
    fix: { screen: 'settings' },
  },
  demoData: {
    done: 'Les données de démonstration sont supprimées.',
    todo: 'Supprimez les données de démonstration : produits, catégories et commandes inventés.',
    fix: { screen: 'settings' },
  },
  secondFactor: {
    done: 'Votre compte est protégé par la double authentification.',
    todo: 'Activez la double authentification sur votre compte.',
    fix: { screen: 'account' },
  },
  backup: {
    done: `Une sauvegarde a été faite ces ${LAUNCH_BACKUP_MAX_AGE_DAYS} derniers jours.`,
    todo: `Faites une sauvegarde (npm run backup), puis chaque jour : aucune depuis ${LAUNCH_BACKUP_MAX_AGE_DAYS} jours.`,
    fix: { configuration: 'BACKUP_DIR' },
  },
};

export const LAUNCH_TEXTS = {
  title: 'Mise en ligne',
  intro: 'Quelques points avant d’accueillir vos clients :',
  progress: (done: number, total: number) => `${done} sur ${total}`,
  fixSettings: 'Ouvrir les paramètres',
  fixAccount: 'Ouvrir Mon compte',
  fixConfiguration: (variable: string) => `Sur le serveur : ${variable} (voir le guide de mise en ligne)`,
  loaded: 'Points de mise en ligne récupérés',
  /** The start log's lines. */
  logHeader: (left: number) => (left === 0 ? 'Mise en ligne : tout est prêt.' : `Mise en ligne : ${left} point${left > 1 ? 's' : ''} à régler.`),
  logDone: (text: string) => `  [fait] ${text}`,
  logTodo: (text: string) => `  [à faire] ${text}`,
} as const;
