/**
 * `npm run import -- network.json [--remove-missing] [--dry-run] [--allow-api-origin=ORIGIN]`: loads a clinic network file into the
 * database the server would open (DATABASE_URL, or the embedded one in DATA_DIR), after applying the
 * migrations. Prints every mistake with its place and exits 1 without changing anything; otherwise prints
 * what it wrote. Entry file: nothing imports it.
 */
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { EnvError, loadEnv } from './env';
import { ALLOW_API_ORIGIN_FLAG, parseOrigin } from './import/api-base';
import { importNetworkFile } from './import/import-network';

const USAGE = `usage: npm run import -- network.json [--remove-missing] [--dry-run] [${ALLOW_API_ORIGIN_FLAG}=https://api.clinic.example]`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const originArgs = args.filter((arg) => arg.startsWith(`${ALLOW_API_ORIGIN_FLAG}=`));
  const flags = new Set(args.filter((arg) => arg.startsWith('--') && !originArgs.includes(arg)));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => flag !== '--remove-missing' && flag !== '--dry-run');
  if (files.length !== 1 || unknown.length > 0 || originArgs.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const originArg = originArgs[0]?.slice(ALLOW_API_ORIGIN_FLAG.length + 1);
  const allowedApiOrigin = originArg === undefined ? null : parseOrigin(originArg);
  if (originArg !== undefined && allowedApiOrigin === null) {
    process.stderr.write(
      `${ALLOW_API_ORIGIN_FLAG} must be an origin, like https://api.clinic.example (got ${JSON.stringify(originArg)})\n`,
    );
    return 2;
  }
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const { db, dialect, description } = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrateToLatest(db, dialect, {
      onWait: ({ failedTry, tries, pauseMs }) =>
        process.stderr.write(
          `database migration waits for a lock another connection holds (try ${failedTry} of ${tries}); ` +
            `trying again in ${pauseMs / 1000} s\n`,
        ),
    });
    const result = await importNetworkFile(db, files[0]!, {
      removeMissing: flags.has('--remove-missing'),
      dryRun: flags.has('--dry-run'),
      allowedApiOrigin,
    });
    if (!result.ok) {
      process.stderr.write(`${files[0]}: ${result.error.length} mistake(s), nothing was changed\n`);
      for (const error of result.error) process.stderr.write(`  ${error}\n`);
      return 1;
    }
    const { written, removal } = result.value;
    const verb = flags.has('--dry-run') ? 'would write' : 'wrote';
    process.stdout.write(
      `${description}: ${verb} ${written.clinics} clinics, ${written.specialties} specialties, ` +
        `${written.categories} categories, ${written.services} services, ${written.doctors} doctors\n`,
    );
    if (removal) {
      const parts = Object.entries(removal.removed).map(([kind, ids]) => `${ids.length} ${kind}`);
      process.stdout.write(`removed ${parts.join(', ')}\n`);
      for (const line of removal.kept) process.stdout.write(`  ${line}\n`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
