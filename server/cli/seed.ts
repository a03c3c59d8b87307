/**
 * `npm run seed [-- --creators N --seed S]`: demo data in an empty DATA_DIR (or the
 * DATABASE_URL database), through the running server when it holds the embedded database.
 */
import { resolve } from 'node:path';
import { runAdminCommand } from '../admin/client';

const dataDir = resolve(process.env.DATA_DIR || './data');
const result = await runAdminCommand(dataDir, ['seed', ...process.argv.slice(2)]);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
