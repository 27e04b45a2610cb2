// The project's `.env` file (see .env.example), read before anything reads the configuration: by `npm start`,
// `npm run dev`, `npm run backup` and `npm run restore`. A variable already set in the environment wins over the
// file, so that `PORT=4000 npm start` still means port 4000.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ENV_FILE = path.resolve(import.meta.dirname, '..', '.env');

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
