import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rest } from './rest.js';

/** What every resolver of the graph gets as its context (the server context of /graphql). */
export interface GraphContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The REST calls of this operation (one loader per operation). */
  rest: Rest;
  /** The company's time zone, for REST's date texts (APP_TIMEZONE). */
  zone: string;
}
