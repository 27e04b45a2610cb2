'use client';
import { type ReactNode, useState } from 'react';

const TABS = [
  { id: 'description', label: 'Description' },
  { id: 'specifications', label: 'Spécifications' },
] as const;

/** Description and specifications; both panels are rendered on the server and only toggled here. */
export function ProductTabs({ description, specifications }: { description: ReactNode; specifications: ReactNode }) {
  const [active, setActive] = useState<(typeof TABS)[number]['id']>('description');
  return (
    <div>
      <div role="tablist" aria-label="Informations produit" className="flex gap-1 border-b border-gray-200">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = active === 'description' ? 'specifications' : 'description';
                setActive(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold ${
              active === tab.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-gray-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab.id} id={`panel-${tab.id}`} role="tabpanel" aria-labelledby={`tab-${tab.id}`} hidden={active !== tab.id} className="py-6">
          {tab.id === 'description' ? description : specifications}
        </div>
      ))}
    </div>
  );
}
