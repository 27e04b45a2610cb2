'use client';
// The Radix side of ./action-menu: fetched when a menu is first opened, and open from its first render.
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '@/lib/cn';
import type { ActionMenuProps } from './action-menu';

export function RadixActionMenu({ label, actions, className, children }: ActionMenuProps) {
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger aria-label={label} className={className}>
        {children}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              onSelect={action.onSelect}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none select-none',
                'data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800',
                action.danger ? 'text-red-600 dark:text-red-400' : 'text-gray-800 dark:text-gray-100',
              )}
            >
              {action.icon}
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
