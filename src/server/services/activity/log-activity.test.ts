import { describe, expect, it } from 'vitest';
import { activityIcon } from '@/server/services/dashboard/recent-activity';
import { ACTIVITY_ACTIONS } from './log-activity';

describe('activity actions', () => {
  it('each shows an icon of its own domain on the dashboard, not the generic one', () => {
    const generic = ACTIVITY_ACTIONS.filter((action) => activityIcon(action) === 'activity');
    expect(generic).toEqual([]);
  });

  it('are written domain.verb, each once', () => {
    expect(new Set(ACTIVITY_ACTIONS).size).toBe(ACTIVITY_ACTIONS.length);
    for (const action of ACTIVITY_ACTIONS) expect(action).toMatch(/^[a-z]+\.[a-z_]+$/);
  });
});
