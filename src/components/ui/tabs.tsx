'use client';
// Tabs on Radix (arrow keys move between them).
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex rounded-lg bg-gray-100 p-1 dark:bg-gray-800', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-gray-600 transition-colors',
        'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm',
        'dark:text-gray-300 dark:data-[state=active]:bg-gray-950 dark:data-[state=active]:text-gray-100',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = RadixTabs.Content;
