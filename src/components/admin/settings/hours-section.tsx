'use client';
// The opening hours of /admin/parametres: a row per day, its switch and its two times (Dakar time), the closed days
// saying so; then the cart's message outside them (docs/product.md, "Shop settings").
import { Clock } from 'lucide-react';
import { FormSection } from '@/components/admin/kit/form-section';
import { SwitchButton } from '@/components/admin/kit/switch';
import { Field, Input, Textarea } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { SETTINGS_LIMITS, WEEK_DAY_LABELS, WEEK_DAYS } from '@/shared/settings/rules';
import type { OpeningDay } from '@/shared/settings/answers';
import type { SettingsErrors } from './settings-values';
import { SETTINGS_TEXTS as T } from './texts';

interface HoursSectionProps {
  hours: OpeningDay[];
  message: string;
  errors: SettingsErrors;
  disabled: boolean;
  onDay: (index: number, day: OpeningDay) => void;
  onMessage: (message: string) => void;
}

export function HoursSection({ hours, message, errors, disabled, onDay, onMessage }: HoursSectionProps) {
  return (
    <FormSection title={T.hoursTitle} description={T.hoursHint} icon={<Clock className="size-5 text-brand-700" aria-hidden />}>
      {errors.horaires && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.horaires}
        </p>
      )}
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {WEEK_DAYS.map((key, index) => {
          const day = hours[index];
          const label = WEEK_DAY_LABELS[key];
          const error = errors[`horaires.${index}`];
          return (
            <li key={key} className="px-3 py-2.5" data-testid="hours-row">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="flex w-32 items-center gap-3">
                  <SwitchButton
                    checked={day.ouvert}
                    aria-label={T.openSwitch(label)}
                    disabled={disabled}
                    onChange={(ouvert) => onDay(index, { ...day, ouvert })}
                  />
                  <span className="text-sm font-medium text-gray-900 dark:text-gray-100">{label}</span>
                </div>
                {day.ouvert ? (
                  <div className="flex items-center gap-2">
                    <Input
                      type="time"
                      step={60}
                      aria-label={T.opening(label)}
                      data-field={`horaires.${index}`}
                      value={day.ouverture}
                      disabled={disabled}
                      aria-invalid={Boolean(error)}
                      onChange={(event) => onDay(index, { ...day, ouverture: event.target.value })}
                      className="w-32"
                    />
                    <span className="text-sm text-gray-500">{T.to}</span>
                    <Input
                      type="time"
                      step={60}
                      aria-label={T.closing(label)}
                      value={day.fermeture}
                      disabled={disabled}
                      aria-invalid={Boolean(error)}
                      onChange={(event) => onDay(index, { ...day, fermeture: event.target.value })}
                      className="w-32"
                    />
                  </div>
                ) : (
                  <span className={cn('text-sm text-gray-500 dark:text-gray-400')}>{T.closed}</span>
                )}
              </div>
              {error && (
                <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Field label={T.hoursMessage} hint={T.hoursMessageHint} error={errors.messageHorsHoraires}>
        <Textarea
          data-field="messageHorsHoraires"
          rows={2}
          maxLength={SETTINGS_LIMITS.hoursMessageMax + 50}
          value={message}
          disabled={disabled}
          onChange={(event) => onMessage(event.target.value)}
        />
      </Field>
    </FormSection>
  );
}
