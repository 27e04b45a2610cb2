import type { HttpBindings } from '@hono/node-server';
import type { LiveAdmin } from '@/server/services/accounts/current-admin';

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    admin: LiveAdmin;
  };
}
