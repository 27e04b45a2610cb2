import type { ActivityEntry } from '@/server/services/activity/log-activity';

/** Who performs a catalogue write: the signed-in administrator. */
export type Actor = NonNullable<ActivityEntry['actor']>;
