// The yardstick of the load bench: a bare Fastify route running the same SQL as the companies list
// (listCompanies: the visible companies, then their creators and boards), for the user named in the
// query string. No session, validation, transaction, security headers or reply schema: what is left
// is the database, the pool and HTTP. Same environment as the API: DATABASE_URL or DATA_DIR, PORT.
import Fastify from 'fastify';
import { openDatabase, listCompanies } from '@dealscout/api/testing';

const { DATABASE_URL, DATA_DIR, PORT } = process.env;
const database = await openDatabase(DATABASE_URL ? { url: DATABASE_URL, poolSize: 10 } : { dataDir: DATA_DIR! });
const app = Fastify();

app.get('/health', async () => ({ status: 'ok' }));
app.get<{ Querystring: { user: string; organization?: string } }>('/companies', async (request) =>
  listCompanies({ db: database.db, actor: { id: request.query.user, organizationId: request.query.organization || null } }),
);

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
