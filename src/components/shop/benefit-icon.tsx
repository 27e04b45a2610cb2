import { MessageCircle, ShieldCheck, Truck } from 'lucide-react';
import type { BENEFITS } from '@/shared/shop/content';

const ICONS = { truck: Truck, shield: ShieldCheck, whatsapp: MessageCircle } as const;

export function BenefitIcon({ name }: { name: (typeof BENEFITS)[number]['icon'] }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className="size-6" />;
}
