'use client';
// /admin, 'Vue d'ensemble' (docs/product.md, "Activity log and dashboard"): the six figures with their trend over
// 30 days, the orders' three figures and the sales chart of the last 30 days (./order-figures.tsx, read on their
// own), the product alerts (./alerts-card.tsx, read on their own), the quick actions, and the latest four entries of
// the activity log.
import {
  Activity,
  AlertTriangle,
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  Contact,
  Database,
  Eraser,
  Folder,
  FolderPlus,
  LogIn,
  type LucideIcon,
  MapPin,
  Minus,
  Package,
  PackagePlus,
  Settings,
  ShoppingBag,
  Star,
  Tags,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import Link from 'next/link';
import { combineReads, LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminRoutes } from '@/lib/admin-routes';
import { useAuth } from '@/lib/api/auth-store';
import { activityTime, statLabel, useDashboardStats, useRecentActivity } from '@/lib/api/dashboard';
import { cn } from '@/lib/cn';
import { DASHBOARD_COMPARE_DAYS, DASHBOARD_STATS } from '@/shared/constants';
import { formatDateTime, formatNumber } from '@/shared/format';
import { INITIAL_SUPER_ADMIN_NAME } from '@/shared/launch/rules';
import type { ActivityItem, DashboardStat } from '@/shared/answers';
import { AlertsCard } from './alerts-card';
import { FigureCard } from './figure-card';
import { LaunchChecklist } from './launch-checklist';
import { OrderFigures } from './order-figures';
import { SecondFactorNotice } from './second-factor-notice';
import { useOrderFigures } from './use-order-figures';

const T = {
  title: "Vue d'ensemble",
  greeting: (name: string) => `Bonjour ${name}, voici l'état de votre boutique aujourd'hui.`,
  subtitle: "Voici l'état de votre boutique aujourd'hui.",
  statsLabel: 'Chiffres clés',
  comparedWith: `vs il y a ${DASHBOARD_COMPARE_DAYS} jours`,
  quickActions: 'Actions rapides',
  recentActivity: 'Activité récente',
  noActivity: 'Aucune activité récente',
  noActivityText: 'Les créations, modifications et connexions apparaîtront ici.',
  loadErrorTitle: 'Erreur de chargement',
  loadErrorDefault: 'Erreur lors du chargement des données',
  loading: 'Chargement du tableau de bord...',
} as const;

const QUICK_ACTIONS = [
  { href: adminRoutes.newCategory, label: 'Nouvelle catégorie', hint: 'Organiser le catalogue', icon: FolderPlus },
  { href: adminRoutes.newProduct, label: 'Nouveau produit', hint: 'Ajouter au catalogue', icon: PackagePlus },
  { href: adminRoutes.products, label: 'Voir les produits', hint: 'Rechercher, modifier, supprimer', icon: Package },
] as const;

const STAT_ICONS: Record<string, LucideIcon> = {
  package: Package,
  folder: Folder,
  tags: Tags,
  'alert-triangle': AlertTriangle,
  star: Star,
  users: Users,
};

const STAT_COLORS: Record<string, string> = {
  blue: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  green: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  purple: 'bg-purple-50 text-purple-700 dark:bg-purple-950 dark:text-purple-300',
  red: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  teal: 'bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  gray: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};

const ACTIVITY_ICONS: Record<string, LucideIcon> = {
  package: Package,
  folder: Folder,
  database: Database,
  'log-in': LogIn,
  'user-cog': UserCog,
  user: User,
  'shopping-bag': ShoppingBag,
  contact: Contact,
  'map-pin': MapPin,
  settings: Settings,
  eraser: Eraser,
};

/** Icon and colour come from DASHBOARD_STATS by key; the API's own are the fallback. */
function statLook(stat: DashboardStat): { Icon: LucideIcon; color: string } {
  const known = DASHBOARD_STATS.find((entry) => entry.key === stat.key);
  const Icon = STAT_ICONS[known?.icon ?? stat.icon] ?? Activity;
  const color = STAT_COLORS[known?.color ?? stat.color] ?? STAT_COLORS.gray;
  return { Icon, color };
}

const percentFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

function StatCard({ stat }: { stat: DashboardStat }) {
  const { Icon, color } = statLook(stat);
  const label = statLabel(stat);
  // More products out of stock is bad news: that figure's colours are the other way round.
  const goodWhenUp = stat.key !== 'out_of_stock';
  const TrendIcon = stat.trend === 'up' ? ArrowUpRight : stat.trend === 'down' ? ArrowDownRight : Minus;
  const tone =
    stat.trend === 'stable'
      ? 'text-gray-500 dark:text-gray-400'
      : (stat.trend === 'up') === goodWhenUp
        ? 'text-emerald-700 dark:text-emerald-400'
        : 'text-red-700 dark:text-red-400';
  return (
    <FigureCard
      testId="stat-card"
      label={label}
      value={formatNumber(stat.value)}
      icon={Icon}
      color={color}
      footer={
        // No count 30 days earlier, no trend (docs/product.md, "Activity log and dashboard").
        stat.trend !== null &&
        stat.percentage !== null && (
          <>
            <span className={cn('inline-flex items-center gap-0.5 font-semibold tabular-nums', tone)}>
              <TrendIcon className="h-3.5 w-3.5" aria-hidden />
              {percentFormat.format(stat.percentage)} %
            </span>
            <span className="text-gray-500 dark:text-gray-400">{T.comparedWith}</span>
          </>
        )
      }
    />
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const Icon = ACTIVITY_ICONS[item.icon] ?? Activity;
  const valid = !Number.isNaN(new Date(item.timestamp).getTime());
  const when = activityTime(item.timestamp) ?? (valid ? formatDateTime(item.timestamp) : '');
  return (
    <li data-testid="activity-item" className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{item.title}</p>
        {item.subtitle && <p className="truncate text-sm text-gray-600 dark:text-gray-400" title={item.subtitle}>{item.subtitle}</p>}
      </div>
      {when && (
        <time dateTime={item.timestamp} title={valid ? formatDateTime(item.timestamp) : undefined} className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-gray-500 dark:text-gray-400">
          {when}
        </time>
      )}
    </li>
  );
}

function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-gray-200/80 dark:bg-gray-800', className)} />;
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {DASHBOARD_STATS.map((stat) => (
          <Card key={stat.title} className="space-y-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-20" />
            <div className="flex justify-between">
              <Skeleton className="h-8 w-16" />
              <Skeleton className="size-9 rounded-lg" />
            </div>
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="space-y-4 p-5 lg:col-span-2">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </Card>
        <Card className="space-y-3 p-5">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </Card>
      </div>
    </div>
  );
}

export function Dashboard() {
  const { user } = useAuth();
  const reads = combineReads(useDashboardStats(), useRecentActivity());
  const orders = useOrderFigures();
  // The first super administrator's placeholder name is no one's: no greeting by name until they give theirs.
  const firstName = user?.prenom?.trim() === INITIAL_SUPER_ADMIN_NAME.prenom && user?.nom === INITIAL_SUPER_ADMIN_NAME.nom ? undefined : user?.prenom?.trim();

  return (
    <div className="space-y-6">
      <PageHeader title={T.title} subtitle={firstName ? T.greeting(firstName) : T.subtitle} />
      <SecondFactorNotice />
      <LaunchChecklist />
      <LoadGate read={reads} texts={{ loading: T.loading, error: T.loadErrorTitle, errorDefault: T.loadErrorDefault }} loading={<DashboardSkeleton />}>
        {([stats, activity]) => (
          <div className="space-y-6">
            <section aria-label={T.statsLabel} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
              {stats.map((stat) => (
                <StatCard key={stat.title} stat={stat} />
              ))}
            </section>

            <OrderFigures read={orders} />

            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 space-y-6 lg:order-2 lg:self-start">
                <AlertsCard />
                <Card>
                  <CardHeader>
                    <CardTitle>{T.quickActions}</CardTitle>
                  </CardHeader>
                  <CardContent className="grid grid-cols-1 gap-2">
                    {QUICK_ACTIONS.map(({ href, label, hint, icon: Icon }) => (
                      <Link
                        key={href}
                        href={href}
                        className="group flex items-center gap-3 rounded-lg border border-gray-200 p-3 transition-colors hover:border-brand-600/40 hover:bg-brand-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-gray-800 dark:hover:border-brand-600/50 dark:hover:bg-brand-900/20"
                      >
                        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
                          <Icon className="h-[18px] w-[18px]" aria-hidden />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block text-sm font-medium text-gray-900 dark:text-gray-100">{label}</span>
                          <span className="block truncate text-xs text-gray-500 dark:text-gray-400">{hint}</span>
                        </span>
                        <ArrowRight className="h-4 w-4 shrink-0 text-gray-400 transition-transform group-hover:translate-x-0.5" aria-hidden />
                      </Link>
                    ))}
                  </CardContent>
                </Card>
              </div>

              <Card className="lg:order-1 lg:col-span-2">
                <CardHeader>
                  <CardTitle>{T.recentActivity}</CardTitle>
                </CardHeader>
                <CardContent>
                  {activity.length === 0 ? (
                    <div className="py-8 text-center">
                      <p className="font-medium text-gray-900 dark:text-gray-100">{T.noActivity}</p>
                      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{T.noActivityText}</p>
                    </div>
                  ) : (
                    <ul className="divide-y divide-gray-100 dark:divide-gray-800">
                      {activity.map((item) => (
                        <ActivityRow key={item._id} item={item} />
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
            </div>
          </div>
        )}
      </LoadGate>
    </div>
  );
}
