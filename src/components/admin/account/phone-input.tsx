// The profile's phone (docs/product.md, Administrators and their accounts): the country code, then the number.
// The closed chooser shows the code only, so that the number keeps its room on a phone; the native list (with the
// countries' names) opens over it.
import { ChevronDown } from 'lucide-react';
import { Input, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { COUNTRY_CODES } from '@/shared/constants';
import { ACCOUNT_TEXTS as T } from './texts';

interface PhoneInputProps {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  countryCode: string;
  number: string;
  onCountryCode: (code: string) => void;
  onNumber: (number: string) => void;
  disabled: boolean;
  placeholder?: string;
  /** The field's name, for the form's focus on its message (`data-field`) and the number's `name`. */
  field?: string;
}

export function PhoneInput({ id, describedBy, invalid, countryCode, number, onCountryCode, onNumber, disabled, placeholder, field }: PhoneInputProps) {
  return (
    <div className="flex gap-2">
      <div className="relative w-[5.75rem] shrink-0 rounded-md focus-within:ring-2 focus-within:ring-brand-600/30">
        <div
          aria-hidden
          className={cn(
            inputClass,
            'pointer-events-none flex items-center justify-between gap-1 pr-2 tabular-nums',
            disabled && 'bg-gray-100 text-gray-600 dark:bg-gray-800',
          )}
        >
          {countryCode}
          <ChevronDown className="size-4 text-gray-500" />
        </div>
        <select
          aria-label={T.countryCode}
          name="countryCode"
          autoComplete="tel-country-code"
          value={countryCode}
          onChange={(event) => onCountryCode(event.target.value)}
          disabled={disabled}
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        >
          {COUNTRY_CODES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.code} {entry.country}
            </option>
          ))}
        </select>
      </div>
      <Input
        id={id}
        name={field ?? 'numero'}
        data-field={field}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={placeholder}
        value={number}
        onChange={(event) => onNumber(event.target.value)}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className="min-w-0 flex-1"
      />
    </div>
  );
}
