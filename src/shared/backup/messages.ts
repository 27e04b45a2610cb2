// What `npm run backup` and `npm run restore` tell the operator (docs/backups.md), written once.

/** `1 produit`, `2 produits` (and `0 produit`, as French says it). */
const countOf = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

export const BACKUP_MESSAGES = {
  postgresBackup:
    'La base de données est sur PostgreSQL (DATABASE_URL) : sauvegardez-la avec pg_dump, et les images S3 avec le versionnage du bucket ou aws s3 sync (docs/backups.md).',
  noShop: (dataDir: string) => `Aucune boutique à sauvegarder dans ${dataDir} : pas de base de données (pgdata).`,
  shopDidNotAnswer: (reason: string) =>
    `La boutique en marche n'a pas pu copier sa base de données (${reason}). Réessayez ; si cela persiste, redémarrez-la.`,
  shopNotReached: "La boutique démarrait ou s'arrêtait pendant la sauvegarde : réessayez dans un instant.",
  saved: (file: string, size: string) => `Sauvegarde enregistrée : ${file} (${size})`,
  savedDatabase: (size: string, running: boolean) =>
    `  base de données : ${size}${running ? ", copiée par la boutique en marche sans l'interrompre" : ''}`,
  savedPictures: (count: number) => `  images : ${countOf(count, 'fichier')}`,
  picturesInS3: (bucket: string) =>
    `  images : dans le bucket S3 « ${bucket} », non incluses : sauvegardez-le à part (docs/backups.md)`,
  savedEncrypted: '  chiffrée avec BACKUP_PASSPHRASE (AES-256-GCM) : gardez la phrase de passe à part, sans elle rien ne se restaure',
  savedInClear:
    "  non chiffrée : elle contient les données personnelles des clients et des administrateurs — gardez-la en lieu sûr, ou définissez BACKUP_PASSPHRASE",
  passphraseTooShort: (min: number) =>
    `BACKUP_PASSPHRASE est trop courte : il faut au moins ${min} caractères. Rien n'a été enregistré. / BACKUP_PASSPHRASE is too short: at least ${min} characters.`,
  plainArchiveRefused: (file: string) =>
    `${file} n'est pas chiffrée alors que BACKUP_PASSPHRASE est définie : rien ne prouve qu'elle n'a pas été modifiée, elle est refusée. Rien n'a été modifié. Si vous savez d'où elle vient, restaurez-la quand même avec : npm run restore -- --accept-unencrypted ${file} / This archive is not encrypted while BACKUP_PASSPHRASE is set: refused (--accept-unencrypted restores it anyway).`,
  passphraseNeeded: (file: string) =>
    `${file} est chiffrée : définissez BACKUP_PASSPHRASE avec la phrase de passe de la sauvegarde. Rien n'a été modifié. / This archive is encrypted: set BACKUP_PASSPHRASE.`,
  wrongPassphrase: (file: string) =>
    `Impossible d'ouvrir ${file} : la phrase de passe (BACKUP_PASSPHRASE) est fausse, ou l'archive a été modifiée. Rien n'a été modifié. / Wrong passphrase or tampered archive: nothing was restored.`,
  unsafeEntry: (file: string, entry: string) =>
    `${file} contient « ${entry} », qui n'est ni un fichier ni un dossier de sauvegarde (lien, périphérique, ou chemin qui sort du dossier) : archive refusée. Rien n'a été modifié.`,
  foreignSnapshot: (dataDir: string, dir: string) =>
    `Le processus qui répond sur le verrou de ${dataDir} a désigné ${dir}, hors de ${dataDir}/backup-snapshots : sauvegarde arrêtée, rien n'a été lu ni supprimé.`,
  backupFailed: (reason: string) => `Échec de la sauvegarde : ${reason}`,
  restoreUsage: (dataDir: string) =>
    `Usage : npm run restore ARCHIVE — restaure la sauvegarde ARCHIVE dans DATA_DIR (${dataDir}), qui doit être vide. Une archive non chiffrée alors que BACKUP_PASSPHRASE est définie : npm run restore -- --accept-unencrypted ARCHIVE.`,
  restorePostgres:
    "DATABASE_URL est défini : cette commande restaure la base embarquée. Pour PostgreSQL, utilisez pg_restore (docs/backups.md). Rien n'a été modifié.",
  archiveNotFound: (file: string) => `Archive introuvable : ${file}. Rien n'a été modifié.`,
  notABackup: (file: string) => `${file} n'est pas une sauvegarde de la boutique. Rien n'a été modifié.`,
  dataDirNotEmpty: (dataDir: string) =>
    `Le dossier de données ${dataDir} n'est pas vide : une sauvegarde se restaure dans un dossier vide. Choisissez un autre DATA_DIR ou videz celui-ci. Rien n'a été modifié.`,
  shopRunning: (dataDir: string) => `Une boutique utilise ${dataDir} : arrêtez-la d'abord. Rien n'a été modifié.`,
  restored: (date: string, dataDir: string) => `Sauvegarde du ${date} restaurée dans ${dataDir} :`,
  restoredContents: (counts: { categories: number; products: number; pictures: number; admins: number }) =>
    `  ${countOf(counts.categories, 'catégorie')}, ${countOf(counts.products, 'produit')}, ${countOf(counts.pictures, 'fichier')} d'images, ${countOf(counts.admins, 'administrateur')}`,
  restoredPicturesInS3: "  images : dans le bucket S3, non incluses : configurez les mêmes variables S3_* qu'à la sauvegarde",
  restoredSessions: (count: number) =>
    `  sessions : ${countOf(count, 'session')} ${count > 1 ? 'fermées' : 'fermée'} ; nouvelle clé de signature créée : chacun se reconnecte avec son mot de passe`,
  restoredSessionsWithEnvironmentSecret: (count: number) =>
    `  sessions : ${countOf(count, 'session')} ${count > 1 ? 'fermées' : 'fermée'} ; JWT_SECRET est défini : la boutique restaurée l'utilise — changez-le si l'archive a pu être exposée`,
  restoredStart: (dataDir: string) => `Démarrez la boutique : DATA_DIR=${dataDir} npm start`,
  restoreFailed: (reason: string, dataDir: string) => `Échec de la restauration : ${reason}. ${dataDir} a été laissé vide.`,
} as const;
