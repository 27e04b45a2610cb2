// `npm start`: build when needed, then run the server entry in this same process (signals reach it directly).
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();
process.env.NODE_ENV = 'production';
register();
await import('../server.ts');
