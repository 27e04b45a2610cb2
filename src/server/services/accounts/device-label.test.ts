import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-label';

describe('describeDevice', () => {
  it('names the browser and the device in the words an administrator uses', () => {
    const cases: [string | null, { appareil: string; navigateur: string | null; systeme: string | null }][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        { appareil: 'Chrome sur Android', navigateur: 'Chrome 131', systeme: 'Android 14' },
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        { appareil: 'Safari sur iPhone', navigateur: 'Safari 17', systeme: 'iOS 17.5' },
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        { appareil: 'Safari sur macOS', navigateur: 'Safari 17', systeme: 'macOS 10.15.7' },
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        { appareil: 'Firefox sur Windows', navigateur: 'Firefox 133', systeme: 'Windows 10' },
      ],
      ['curl/8.5.0', { appareil: 'Navigateur inconnu', navigateur: null, systeme: null }],
      [null, { appareil: 'Navigateur inconnu', navigateur: null, systeme: null }],
    ];
    for (const [userAgent, expected] of cases) expect(describeDevice(userAgent), String(userAgent)).toEqual(expected);
  });
});
