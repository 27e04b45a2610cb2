// The French texts of the customers (docs/product.md, "Customers"), shared by the API and the back office's screens.
import { formatNumber } from '../format';
import { CUSTOMER_LIMITS } from './limits';

export const CUSTOMER_MESSAGES = {
  listed: 'Clients récupérés avec succès',
  loaded: 'Client récupéré avec succès',
  saved: 'Client enregistré',
  looked: 'Recherche du client effectuée',
  notFound: 'Client introuvable',
} as const;

export const CUSTOMER_VALIDATION = {
  noteMax: `La note ne peut pas dépasser ${formatNumber(CUSTOMER_LIMITS.noteMax)} caractères`,
  noteInvalid: 'La note doit être un texte',
  tagsInvalid: 'Les étiquettes doivent être une liste de textes',
  tagsMax: `Un client ne peut pas avoir plus de ${CUSTOMER_LIMITS.tagsMax} étiquettes`,
  tagMax: `Une étiquette ne peut pas dépasser ${CUSTOMER_LIMITS.tagMax} caractères`,
  searchTooLong: `La recherche ne peut pas dépasser ${CUSTOMER_LIMITS.searchMax} caractères`,
  sortInvalid: "Le tri doit être 'depense' ou 'derniere'",
  pageInvalid: 'Le numéro de page doit être un entier supérieur ou égal à 1',
  limitInvalid: `Le nombre de clients par page doit être un entier entre 1 et ${CUSTOMER_LIMITS.pageSizeMax}`,
  phoneRequired: 'Indiquez un numéro de téléphone',
  phoneInvalid: 'Numéro de téléphone invalide',
} as const;

/** The activity feed's entries: never the customer's name nor phone (docs/SECURITY.md). */
export const CUSTOMER_ACTIVITY_TITLES = {
  updated: 'Fiche client modifiée',
  exported: 'Export CSV des clients',
  exportedCount: (count: number) => `${formatNumber(count)} client${count > 1 ? 's' : ''}`,
} as const;

/** The CSV export's header row. */
export const CUSTOMER_CSV_HEADERS = [
  'Nom',
  'Téléphone',
  'Commandes',
  'Total dépensé (FCFA)',
  'Dernière commande',
  'Zone',
  'Étiquettes',
  'Note',
  'Client depuis',
] as const;
