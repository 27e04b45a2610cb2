// Names the browser and device of a session or a sign-in from its User-Agent, in the words an administrator
// would use ('Chrome sur Android', 'Safari sur iPhone'). ua-parser-js stays at major version 1: version 2 is
// under the AGPL.
import 'server-only';
import { UAParser } from 'ua-parser-js';
import { DEVICE_LABELS } from '@/shared/auth/messages';

export interface DeviceDescription {
  appareil: string;
  navigateur: string | null;
  systeme: string | null;
}

/** The parser's names, as people say them. */
const BROWSER_NAMES: Record<string, string> = { 'Mobile Safari': 'Safari', 'Chrome Headless': 'Chrome', 'Mobile Firefox': 'Firefox' };
const SYSTEM_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };
/** Apple's devices are better known by their own name than by their system's. */
const NAMED_DEVICES = new Set(['iPhone', 'iPad', 'iPod touch']);

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const result = new UAParser(userAgent ?? '').getResult();
  const browser = result.browser.name ? (BROWSER_NAMES[result.browser.name] ?? result.browser.name) : null;
  const system = result.os.name ? (SYSTEM_NAMES[result.os.name] ?? result.os.name) : null;
  const device = result.device.model && NAMED_DEVICES.has(result.device.model) ? result.device.model : system;
  const browserLabel = browser ?? DEVICE_LABELS.unknownBrowser;
  return {
    appareil: device ? DEVICE_LABELS.on(browserLabel, device) : browserLabel,
    navigateur: browser ? [browser, result.browser.major].filter(Boolean).join(' ') : null,
    systeme: system ? [system, result.os.version].filter(Boolean).join(' ') : null,
  };
}
