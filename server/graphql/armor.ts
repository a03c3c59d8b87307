import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { Kind } from 'graphql';
import type { ASTVisitor, GraphQLError, SelectionSetNode, ValidationContext } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { localeFromHeader, translatorFor } from '../i18n';
import type { Translate } from '../i18n';
import { ServiceError } from '../services/errors';
import { toGraphQLError } from './errors';

/**
 * What one GraphQL request may ask for (docs/product.md#api-limits). Every document of
 * the client stays well inside them (a test checks each one); anything beyond is refused
 * before it runs, with a translated QUERY_TOO_COMPLEX error.
 */
export const QUERY_LIMITS = {
  /** Nested selections below the root field. */
  depth: 8,
  /** Aliased fields in one operation (aliases are how one request multiplies work). */
  aliases: 15,
  /** GraphQL Armor's estimate: every object costs 2, a scalar 1, times `first` of lists. */
  cost: 5_000,
  /** Lexical tokens of the whole document: bounds the parser's work before anything else. */
  tokens: 1_000,
  /** Directives in one operation. */
  directives: 10,
} as const;
export type QueryLimit = keyof typeof QUERY_LIMITS;

/** How to translate each refusal this module reported, by the error that stands for it. */
type Refusal = (t: Translate) => GraphQLError;
const refusals = new WeakMap<object, Refusal>();

/**
 * The refusal in the request's language. Yoga caches validation results per document, and
 * the cache may hold the error of an earlier request in another language: the translated
 * error is registered too, so that it is translated again each time.
 */
function translatedRefusal(refusal: Refusal, t: Translate): GraphQLError {
  const error = refusal(t);
  refusals.set(error, refusal);
  return error;
}

/** Reports a refusal during validation; it is translated once validation is done. */
function report(context: ValidationContext, refusal: Refusal, error?: GraphQLError): void {
  const reported = error ?? createGraphQLError('Refused');
  refusals.set(reported, refusal);
  context.reportError(reported);
}

/** Thrown by the token limit, which runs inside the parser where nothing can be reported. */
class TokenLimitExceeded extends Error {}

function armorConfig(): GraphQLArmorConfig {
  // Validation limits report their refusal instead of throwing it, so validation carries on
  // and the error can be translated once it is done (see onValidate below).
  const reportAs = (limit: QueryLimit) => ({
    n: QUERY_LIMITS[limit],
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        if (context) report(context, (t) => limitError(limit, t), error);
      },
    ],
  });
  return {
    // Depth counts fields, not fragment spreads: a shared fragment (the deal page's, spread
    // by the company's page and the console's) must not make the same fields "deeper".
    maxDepth: { ...reportAs('depth'), flattenFragments: true },
    maxAliases: reportAs('aliases'),
    maxDirectives: reportAs('directives'),
    costLimit: {
      ...reportAs('cost'),
      maxCost: QUERY_LIMITS.cost,
    },
    maxTokens: {
      n: QUERY_LIMITS.tokens,
      exposeLimits: false,
      onReject: [
        () => {
          throw new TokenLimitExceeded();
        },
      ],
    },
    // Field suggestions are stripped below, in every environment but development.
    blockFieldSuggestion: { enabled: false },
  };
}

function limitError(limit: QueryLimit, t: Translate): GraphQLError {
  const refusal = new ServiceError('QUERY_TOO_COMPLEX', `errors:queryLimit.${limit}`, {
    values: { max: QUERY_LIMITS[limit] },
    details: { max: QUERY_LIMITS[limit] },
  });
  const error = toGraphQLError(refusal, t) as GraphQLError;
  error.extensions.limit = limit;
  return error;
}

/** The root fields a selection set asks for, through fragments; `__typename` writes nothing. */
function rootFieldCount(selectionSet: SelectionSetNode, context: ValidationContext): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(selection.selectionSet, context);
    } else {
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(fragment.selectionSet, context);
    }
  }
  return count;
}

/**
 * One mutation field per request: several (aliased or not) would multiply writes and
 * uploads past every per-operation limit.
 */
function oneMutationField(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      if (rootFieldCount(node.selectionSet, context) <= 1) return;
      report(context, (t) => {
        const refusal = new ServiceError(
          'ONE_MUTATION_PER_REQUEST',
          'errors:oneMutationPerRequest',
        );
        return toGraphQLError(refusal, t) as GraphQLError;
      });
    },
  };
}

/** Introspection is for development tools (GraphiQL, codegen reads the SDL files instead). */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return;
      report(context, (t) =>
        createGraphQLError(t('errors:introspectionDisabled'), {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    },
  };
}

/** graphql-js's hint in "Cannot query field …" messages, which tells the schema's names. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

interface RequestContext {
  request?: Request;
}

function translatorOf(context: unknown): Translate {
  const header = (context as RequestContext).request?.headers.get('accept-language');
  return translatorFor(localeFromHeader(header ?? undefined));
}

export interface ArmorOptions {
  /** NODE_ENV=development exactly: introspection (GraphiQL) and field suggestions stay on. */
  development: boolean;
}

/**
 * GraphQL Armor's limits (depth, aliases, cost, tokens, directives), one mutation field per
 * request, and outside development no introspection and no field suggestions. Every
 * refusal is a translated error with a code in `extensions.code`, answered like any invalid
 * document.
 * Spread into yoga's options.
 */
export function armor({ development }: ArmorOptions) {
  const translate: Plugin = {
    onParse({ context }) {
      return ({ result, replaceParseResult }) => {
        if (result instanceof TokenLimitExceeded) {
          replaceParseResult(limitError('tokens', translatorOf(context)));
        }
      };
    },
    onValidate({ context, addValidationRule }) {
      addValidationRule(oneMutationField);
      if (!development) addValidationRule(noIntrospection);
      return ({ valid, result, setResult }) => {
        if (valid) return;
        const t = translatorOf(context);
        setResult(
          result.map((error) => {
            const refusal = refusals.get(error);
            if (refusal) return translatedRefusal(refusal, t);
            if (!development) error.message = error.message.replace(SUGGESTION, '');
            return error;
          }),
        );
      };
    },
  };
  return {
    plugins: [EnvelopArmorPlugin(armorConfig()), translate],
    // Parse errors are not cached: they would be answered again in the first request's
    // language, and the token limit keeps parsing cheap anyway.
    parserAndValidationCache: {
      errorCache: { get: () => undefined, set: () => {} },
    },
  };
}
