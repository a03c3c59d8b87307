import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { YogaLogger } from 'graphql-yoga';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { VerifiedSession } from '../auth/tokens';
import type { AppContext, GuestContext } from '../graphql/context';
import { armor } from '../graphql/armor';
import { forgetChangedCompany } from '../graphql/forgetChangedCompany';
import { graphqlRequest, maskInternalError } from '../graphql/internalErrors';
import { accountResolvers } from '../graphql/resolvers/account';
import { accountGuestResolvers } from '../graphql/resolvers/accountGuest';
import { creatorAccountResolvers } from '../graphql/resolvers/creatorAccount';
import { creatorAccountGuestResolvers } from '../graphql/resolvers/creatorAccountGuest';
import { appInfoResolvers } from '../graphql/resolvers/appInfo';
import { brandResolvers } from '../graphql/resolvers/brands';
import { campaignDraftResolvers } from '../graphql/resolvers/campaignDrafts';
import { campaignManageResolvers } from '../graphql/resolvers/campaignManage';
import { campaignResolvers } from '../graphql/resolvers/campaigns';
import { cardResolvers } from '../graphql/resolvers/cards';
import { creatorProfileResolvers } from '../graphql/resolvers/creatorProfile';
import { earningsResolvers } from '../graphql/resolvers/earnings';
import { creatorResolvers } from '../graphql/resolvers/creators';
import { dashboardResolvers } from '../graphql/resolvers/dashboard';
import { dealListResolvers } from '../graphql/resolvers/dealLists';
import { dealMoveResolvers } from '../graphql/resolvers/dealMoves';
import { dealResolvers } from '../graphql/resolvers/deals';
import { imageResolvers } from '../graphql/resolvers/images';
import { invoiceResolvers } from '../graphql/resolvers/invoices';
import { licenceResolvers } from '../graphql/resolvers/licences';
import { notificationResolvers } from '../graphql/resolvers/notifications';
import { opsAccountResolvers } from '../graphql/resolvers/opsAccount';
import { opsGuestResolvers } from '../graphql/resolvers/opsGuest';
import { opsPeopleResolvers } from '../graphql/resolvers/opsPeople';
import { opsReviewResolvers } from '../graphql/resolvers/opsReview';
import { productResolvers } from '../graphql/resolvers/products';
import { teamResolvers } from '../graphql/resolvers/teams';
import { teamGuestResolvers } from '../graphql/resolvers/teamsGuest';
import { walletResolvers } from '../graphql/resolvers/wallet';
import { withRoles } from '../graphql/roles';
import { loadTypeDefs } from '../graphql/sdl';
import { localeFromHeader, translatorFor } from '../i18n';
import { findCompanyById } from '../services/companies';
import type { ServerServices } from '../services/env';
import { activityRecorder } from '../services/teams/activity';
import { COMPRESS_MIN_BYTES, compressDynamic, negotiateEncoding } from './compression';
import { streamedUploads } from './multipart';
import { isGraphQLRequestBody, requestBodyRefusal } from './requestBody';
import { uploadRefusal } from './uploads';

export const APP_ENDPOINT = '/v1/j';
export const GUEST_ENDPOINT = '/v1/j/guest';

/** One resolver map per feature; each new feature appends its own here. */
const appResolvers = [
  accountResolvers,
  creatorAccountResolvers,
  brandResolvers,
  productResolvers,
  imageResolvers,
  cardResolvers,
  walletResolvers,
  invoiceResolvers,
  licenceResolvers,
  campaignResolvers,
  campaignManageResolvers,
  campaignDraftResolvers,
  creatorResolvers,
  creatorProfileResolvers,
  earningsResolvers,
  dealResolvers,
  dealListResolvers,
  dealMoveResolvers,
  notificationResolvers,
  dashboardResolvers,
  opsAccountResolvers,
  opsPeopleResolvers,
  opsReviewResolvers,
  teamResolvers,
];
const guestResolvers = [
  appInfoResolvers,
  accountGuestResolvers,
  creatorAccountGuestResolvers,
  opsGuestResolvers,
  teamGuestResolvers,
];

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Yoga's own logging goes to the logger of the request it serves (its request id), else
 * the app's. Only errors are kept and
 * only as errors: yoga's debug lines are noise, and nothing here may print variables. An
 * error object is not logged here: maskInternalError logged it already, with its request
 * id and without its text (which can hold SQL and user input).
 */
function yogaLogger(appLog: FastifyBaseLogger): YogaLogger {
  const ignore = () => {};
  const log = () => graphqlRequest.getStore()?.log ?? appLog;
  return {
    debug: ignore,
    info: ignore,
    warn: (...args: unknown[]) => log().warn({ yoga: String(args[0]) }, 'GraphQL warning'),
    error: (...args: unknown[]) => {
      const [first] = args;
      if (!(first instanceof Error)) log().error({ yoga: String(first) }, 'GraphQL error');
    },
  };
}

/** Sessions of the requests that passed the bearer check (kept off the request type). */
const sessionOfRequest = new WeakMap<FastifyRequest, VerifiedSession>();

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const UNAUTHORIZED = { errors: [{ message: 'Unauthorized' }] };

type YogaHandle = (req: FastifyRequest, reply: FastifyReply) => Response | Promise<Response>;

const isJson = (type: string | null) =>
  type !== null && /^application\/(graphql-response\+)?json\b/.test(type);

function yogaHandler(handle: YogaHandle) {
  // Yoga's fastify integration: yoga answers with a fetch Response that we copy onto the reply.
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // A body fastify has read (JSON, text) must be one yoga's adapter passes on; a body it
    // has not read (multipart, none) is yoga's to read from the stream.
    if (req.body !== undefined && !isGraphQLRequestBody(req.body)) {
      return reply.code(400).send(requestBodyRefusal(req));
    }
    const response = await graphqlRequest.run(req, () => handle(req, reply));
    // A body yoga stopped reading (a malformed multipart request) is drained, so the
    // client receives this answer instead of a connection reset.
    if (!req.raw.complete) req.raw.resume();
    response.headers.forEach((value, key) => {
      void reply.header(key, value);
    });
    void reply.status(response.status);
    // A single JSON result is sent whole (one write, with its length); piping it through
    // a web stream costs more than the small answers themselves. Anything else (a stream
    // of results) keeps streaming.
    if (!isJson(response.headers.get('content-type'))) return reply.send(response.body);
    const body = new Uint8Array(await response.arrayBuffer());
    void reply.header('vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding === null || body.byteLength < COMPRESS_MIN_BYTES) {
      return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    }
    void reply.header('content-encoding', encoding);
    return reply.send(await compressDynamic(body, encoding));
  };
}

export interface GraphQLOptions {
  config: Config;
  db: Database;
  services: ServerServices;
}

/** The per-request part every resolver shares: locale, translator, address, logger. */
function guestContext(req: FastifyRequest, { config, db, services }: GraphQLOptions): GuestContext {
  const locale = localeFromHeader(req.headers['accept-language']);
  return {
    db,
    config,
    services,
    locale,
    t: translatorFor(locale),
    clientAddress: req.ip,
    log: req.log,
  };
}

export async function registerGraphQL(
  app: FastifyInstance,
  options: GraphQLOptions,
): Promise<void> {
  const { config, services } = options;
  const recordActivity = activityRecorder(options.db);
  const dev = config.nodeEnv === 'development';
  // GET exists only for GraphiQL while developing; the client always POSTs.
  const method = dev ? ['GET', 'POST'] : ['POST'];
  const limits = armor({ development: dev });
  const common = {
    graphiql: dev,
    landingPage: false,
    // The SPA is served from the same origin (and proxied by Vite in development).
    cors: false as const,
    logging: yogaLogger(app.log),
    maskedErrors: { maskError: maskInternalError(dev) },
    ...limits,
    plugins: [...limits.plugins, forgetChangedCompany(services.sessions)],
  };

  const guest = createYoga<ServerContext, GuestContext>({
    ...common,
    graphqlEndpoint: GUEST_ENDPOINT,
    schema: createSchema<ServerContext & GuestContext>({
      typeDefs: loadTypeDefs('guest'),
      resolvers: guestResolvers,
    }),
    context: ({ req }) => guestContext(req, options),
  });

  const authenticated = createYoga<ServerContext, AppContext>({
    ...common,
    // Uploads are parsed by streamedUploads, which keeps files on disk instead of in memory.
    multipart: false,
    plugins: [...common.plugins, streamedUploads()],
    // Bodies are bounded before yoga: uploads by the onRequest hook below (by role), others
    // by fastify (1 MB). Yoga's own limit (25 MB) would refuse a creator's video, and it
    // reads the body into a second stream that nobody drains here, keeping it in memory.
    maxRequestBodySize: false,
    graphqlEndpoint: APP_ENDPOINT,
    // Each session reaches only its role's operations (company, creator, operator).
    schema: withRoles(
      createSchema<ServerContext & AppContext>({
        typeDefs: loadTypeDefs('app'),
        resolvers: appResolvers,
      }),
    ),
    context: async ({ req }) => {
      const session = sessionOfRequest.get(req);
      // The onRequest hook below runs first for every request of this route.
      if (session === undefined) throw new Error('GraphQL request without a verified session');
      const context = { ...guestContext(req, options), ...session };
      if (session.role === 'company') {
        recordActivity(session.companyId, session.accountId, services.now(), req.log);
        return { ...context, actingPersonId: session.accountId };
      }
      if (session.role !== 'operator') return context;
      // The audit log names an operator by e-mail (from memory: sessionCache keeps it exact).
      const { companyId } = session;
      const row = await services.sessions.company(companyId, () =>
        findCompanyById(options.db, companyId),
      );
      return row ? { ...context, operator: { id: row.id, email: row.email } } : context;
    },
  });

  app.route({
    url: GUEST_ENDPOINT,
    method,
    handler: yogaHandler((req, reply) =>
      guest.handleNodeRequestAndResponse(req, reply, { req, reply }),
    ),
  });

  // An encapsulated scope, so that only the authenticated endpoint accepts multipart bodies
  // (file uploads): a cross-site HTML form can send multipart without a CORS preflight, and
  // here it cannot carry the bearer token.
  await app.register(async (scope) => {
    // Yoga reads multipart bodies itself: keep fastify from parsing them.
    scope.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
    scope.route({
      url: APP_ENDPOINT,
      method,
      // onRequest runs before the body is read, so an unauthenticated upload is not received.
      onRequest: async (req, reply) => {
        // GraphiQL's page itself (a GET for HTML, development only) executes nothing.
        if (dev && req.method === 'GET' && req.headers.accept?.includes('text/html')) return;
        const token = bearerToken(req.headers.authorization);
        const session = token ? await services.sessions.verify(token) : null;
        if (session === null) return reply.code(401).send(UNAUTHORIZED);
        const refusal = uploadRefusal(req, session.role);
        if (refusal) return reply.code(refusal.status).send(refusal.body);
        sessionOfRequest.set(req, session);
      },
      handler: yogaHandler((req, reply) =>
        authenticated.handleNodeRequestAndResponse(req, reply, { req, reply }),
      ),
    });
  });
}
