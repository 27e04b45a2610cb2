// 'Mise en ligne' as the API answers it (GET /dashboard/mise-en-ligne; docs/product.md, "Going live").
import { z } from 'zod';
import { LAUNCH_CHECK_KEYS } from './rules';

export const launchCheckShape = z
  .object({
    key: z.enum(LAUNCH_CHECK_KEYS),
    fait: z.boolean(),
    texte: z.string().meta({ description: 'What is done, or what to do, in French.' }),
  })
  .meta({ id: 'LaunchCheck' });

export const launchChecklistShape = z
  .object({
    points: z.array(launchCheckShape).meta({ description: 'The points this shop can check, in their order.' }),
    termine: z.boolean().meta({ description: 'Every point is done: the dashboard no longer shows the list.' }),
  })
  .meta({ id: 'LaunchChecklist' });
export type LaunchChecklist = z.output<typeof launchChecklistShape>;
