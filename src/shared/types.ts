// The JSON shapes of the API (docs/api.md, Shapes), shared by the server that writes them and the pages that
// read them. Products, categories and sub-types carry `_id` (categories also `id`); administrators `id`.
import type { DashboardStatKey, Role, SortOption } from './constants';

export interface Ref {
  _id: string;
  nom: string;
}

export interface ProductImage {
  _id: string;
  url: string;
  thumbnailUrl: string;
  isPrimary: boolean;
  isAvailable: boolean;
  alt: string;
  filename: string;
  originalName: string | null;
  size: number;
  width: number | null;
  height: number | null;
}

export interface Product {
  _id: string;
  nom: string;
  /** null when the product has none (the UI shows its own fallback text). */
  description: string | null;
  prix: number;
  pourcentPromotion: number;
  prixApresPromotion: number;
  aLaUne: boolean;
  enRupture: boolean;
  /** null when stock is not tracked. */
  stock: number | null;
  scoreQualite: number;
  typeProduit: Ref;
  sousTypeProduit: Ref | null;
  images: ProductImage[];
  imagePrincipale: { url: string; thumbnailUrl: string; isAvailable: boolean } | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A product as administrators read it (docs/api.md, "Product"): the public shape and its back-office fields, which
 * shoppers never receive.
 */
export interface AdminProduct extends Product {
  /** Saved without appearing anywhere shoppers look. */
  brouillon: boolean;
  /** null: the shop's default threshold; 0: no low-stock alert. */
  seuilStockBas: number | null;
  /** 'AAAA-MM-JJ', or null. */
  datePeremption: string | null;
  /** Kept on sale after its expiry date. */
  visibleSiPerime: boolean;
}

export interface Category {
  _id: string;
  id: string;
  nom: string;
  accroche: string | null;
  description: string | null;
  nbSousTypes: number;
  /** Products attached to the category itself, without a sub-type. */
  nbProduits: number;
  /** All products of the category, sub-types included. */
  nbProduitsTotal: number;
  nbProduitsEnRupture: number;
  sousTypes: Ref[];
  createdAt: string;
  updatedAt: string;
}

export interface Pagination {
  current: number;
  pages: number;
  total: number;
  limit: number;
  hasPrev: boolean;
  hasNext: boolean;
}

export interface ProductQuery {
  page: number;
  limit: number;
  sortBy: SortOption;
  minPrice: number | null;
  maxPrice: number | null;
  search: string | null;
  /** Category id. */
  type: string | null;
  /** Sub-type id. */
  subtype: string | null;
}

export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}

export interface BestGroup {
  _id: string;
  nom: string;
  produits: Product[];
}

export interface Admin {
  id: string;
  email: string;
  nom: string;
  prenom: string;
  nomComplet: string;
  numero: string | null;
  dateNaissance: string | null;
  typeUtilisateur: Role;
  isActive: boolean;
  compteVerrouille: boolean;
  emailVerifie: boolean;
  derniereConnexion: string | null;
  createdAt: string;
}

/** The signed-in administrator's own account (GET and PUT /auth/profile). */
export interface OwnProfile extends Admin {
  /** A new address asked for and not yet confirmed from its link; `email` stays the one that signs in until then. */
  emailEnAttente: string | null;
}

/** An open session of the signed-in administrator (GET /auth/sessions). */
export interface AdminSession {
  id: string;
  /** Short French label of the browser and device: 'Chrome sur Android', 'Safari sur iPhone', 'Navigateur inconnu'. */
  appareil: string;
  /** Browser and major version ('Chrome 131'), null when the User-Agent does not say. */
  navigateur: string | null;
  /** Operating system and version ('Android 14'), null when the User-Agent does not say. */
  systeme: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session this request was made with. */
  courante: boolean;
}

/** One of the signed-in administrator's last sign-in attempts (GET /auth/sign-ins). */
export interface SignInRecord {
  id: string;
  reussi: boolean;
  ip: string;
  appareil: string;
  createdAt: string;
}

export interface DashboardStat {
  /** What the figure counts, for programs (docs/api.md, GET /dashboard/stats); `title` is for people. */
  key: DashboardStatKey;
  title: string;
  value: number;
  percentage: number;
  trend: 'up' | 'down' | 'stable';
  icon: string;
  color: string;
}

export interface ActivityItem {
  _id: string;
  title: string;
  subtitle: string | null;
  timestamp: string;
  icon: string;
  action: string;
  actor: string | null;
}
