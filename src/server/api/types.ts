import type { HttpBindings } from '@hono/node-server';
import type { Role } from '@/shared/constants';

/** The signed-in administrator, as the auth middleware found it in the database. */
export interface CurrentAdmin {
  id: string;
  email: string;
  role: Role;
  nomComplet: string;
  sessionId: string;
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    admin: CurrentAdmin;
  };
}
