'use client';
// A row's or a card's menu of actions on Radix (keyboard and screen readers handled).
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({ className, children, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align="end"
        sideOffset={4}
        className={cn(
          'z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900',
          className,
        )}
        {...props}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  danger,
  icon,
  children,
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { danger?: boolean; icon?: ReactNode }) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none select-none',
        'data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800',
        danger ? 'text-red-600 dark:text-red-400' : 'text-gray-800 dark:text-gray-100',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </RadixMenu.Item>
  );
}
