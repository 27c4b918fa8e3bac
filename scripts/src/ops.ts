import { createPool, migrate } from '@packlens/kernel';
import { clientHistory, ensureReadModels, formatHistoryLine, readModels, rebuildReadModel } from '@packlens/projections';
import { platformMigrations } from './platform';
import { openDatabase } from './runtime';

const usage = `usage:
  ops migrate                         apply pending migrations and create missing read models
  ops rebuild MODEL [--dry-run]       rebuild a read model from position zero, compare checksums, switch over
  ops audit CLIENT_ID                 print one client's history from the event log (when, who, what)
read models: ${readModels.map((m) => m.name).join(', ')}`;

/** Operator commands (`make migrate`, `make rebuild MODEL=…`, `make audit CLIENT=…`), on the same database as `make start`. */
export async function runOps(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const [command, ...rest] = args;
  if (!command || !['migrate', 'rebuild', 'audit'].includes(command)) {
    out(usage);
    return command ? 2 : 0;
  }
  const database = await openDatabase();
  const pool = createPool(database.url, { applicationName: `packlens-ops-${command}` });
  try {
    await migrate(pool, platformMigrations);
    await ensureReadModels(pool, readModels);
    if (command === 'migrate') {
      out('database is up to date');
      return 0;
    }
    if (command === 'rebuild') {
      const model = readModels.find((m) => m.name === rest[0]);
      if (!model) {
        out(`unknown read model ${rest[0] ?? '(none)'}\n${usage}`);
        return 2;
      }
      const report = await rebuildReadModel(pool, model, { dryRun: rest.includes('--dry-run') });
      out(`read model ${report.model}: v${report.fromVersion} -> v${report.toVersion} at position ${report.position.commit}/${report.position.prepare}`);
      for (const t of report.tables) {
        out(`  ${t.table}: live ${t.liveRows} rows ${t.liveChecksum}, rebuilt ${t.rebuiltRows} rows ${t.rebuiltChecksum} ${t.equal ? 'equal' : 'DIFFERENT'}`);
      }
      out(report.switched ? `switched to v${report.toVersion}` : 'dry run: live version kept, rebuilt tables dropped');
      return 0;
    }
    const clientId = rest[0];
    if (!clientId || !/^[0-9a-f-]{36}$/i.test(clientId)) {
      out(`audit needs a client id (uuid)\n${usage}`);
      return 2;
    }
    const history = await clientHistory(pool, clientId);
    if (!history.length) out(`no events for client ${clientId}`);
    for (const event of history) out(formatHistoryLine(event));
    return 0;
  } finally {
    await pool.end();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runOps(process.argv.slice(2));
}
