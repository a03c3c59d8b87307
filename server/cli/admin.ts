/** `npm run admin -- <command>`: see `npm run admin -- help`. */
import { resolve } from 'node:path';
import { runAdminCommand } from '../admin/client';

const dataDir = resolve(process.env.DATA_DIR || './data');
const result = await runAdminCommand(dataDir, process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
