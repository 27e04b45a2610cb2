'use client';
// 'Mise en ligne' on the dashboard of a super administrator (docs/product.md, "Going live"): the points the server
// checked, each done or with what to do and where, until every one is done. Nothing shows while the read is
// pending or failed: the rest of the dashboard does not wait for it.
import { CheckCircle2, Circle, Rocket } from 'lucide-react';
import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminRoutes } from '@/lib/admin-routes';
import { useAuth } from '@/lib/api/auth-store';
import { useLaunchChecklist } from '@/lib/api/dashboard';
import { LAUNCH_CHECKS, LAUNCH_TEXTS as T, type LaunchFix } from '@/shared/launch/rules';

function FixLink({ fix }: { fix: LaunchFix }) {
  if ('configuration' in fix) return <span className="text-xs text-gray-600 dark:text-gray-400">{T.fixConfiguration(fix.configuration)}</span>;
  const [href, label] = fix.screen === 'settings' ? [adminRoutes.settings, T.fixSettings] : [adminRoutes.account, T.fixAccount];
  return (
    <Link href={href} className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
      {label}
    </Link>
  );
}

export function LaunchChecklist() {
  const { user } = useAuth();
  const { data } = useLaunchChecklist(user?.typeUtilisateur === 'SUPER_ADMIN');
  if (!data || data.termine) return null;
  const done = data.points.filter((point) => point.fait).length;
  return (
    <Card data-testid="launch-checklist">
      <CardHeader className="flex flex-row items-center gap-2 space-y-0">
        <Rocket className="size-5 text-brand-700 dark:text-brand-100" aria-hidden />
        <CardTitle className="flex-1">{T.title}</CardTitle>
        <span className="text-sm text-gray-600 tabular-nums dark:text-gray-400">{T.progress(done, data.points.length)}</span>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{T.intro}</p>
        <ul className="space-y-3">
          {data.points.map((point) => (
            <li key={point.key} data-testid="launch-point" data-done={point.fait} className="flex gap-3">
              {point.fait ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-label="Fait" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-gray-400" aria-label="À faire" />
              )}
              <div className="min-w-0 space-y-0.5">
                <p className={point.fait ? 'text-sm text-gray-600 dark:text-gray-400' : 'text-sm font-medium text-gray-900 dark:text-gray-100'}>{point.texte}</p>
                {!point.fait && <FixLink fix={LAUNCH_CHECKS[point.key].fix} />}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
