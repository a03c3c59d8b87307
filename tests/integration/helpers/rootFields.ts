/**
 * Every root field of the authenticated schema as a minimal request of its own: each
 * required argument filled from its type. The role tests send them all, so an operation
 * added later is covered without an edit.
 */
import { mergeTypeDefs } from '@graphql-tools/merge';
import {
  buildASTSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType } from 'graphql';
import { loadTypeDefs } from '@/server/graphql/sdl';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';

/** A value of `type` that GraphQL accepts (whatever the rules behind it say). */
function valueOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) return [valueOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, valueOf(field.type)]),
    );
  }
  const name = getNamedType(type).name;
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  return name === 'ID' ? '1' : 'text value';
}

/** One root field as a document of its own, every argument given as a variable. */
function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args;
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} ${field.name}${definitions ? `(${definitions})` : ''} {
      ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type)])),
  };
}

export interface RootOperation {
  name: string;
  /** Where its file goes in the variables (`file`, or `files.0` for a list), if any. */
  file: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

/** Every root field of the authenticated schema, with how to call it. */
export function rootOperations(): RootOperation[] {
  const schema = buildASTSchema(mergeTypeDefs(loadTypeDefs('app')));
  return (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({
      name: field.name,
      file: field.args
        .filter((arg) => getNamedType(arg.type).name === 'File')
        .map((arg) => (isListType(getNullableType(arg.type)) ? `${arg.name}.0` : arg.name))[0],
      ...documentOf(kind, field),
    }));
  });
}

/** An upload's multipart request (ImageUpload, CreatorContentUpload): the file is a part of its own. */
async function multipart(
  serverUrl: string,
  token: string,
  { query, variables, file }: RootOperation & { file: string },
) {
  const form = new FormData();
  const [name = '', index] = file.split('.');
  const withFile = { ...variables, [name]: index === undefined ? null : [null] };
  form.set('operations', JSON.stringify({ query, variables: withFile }));
  form.set('map', JSON.stringify({ 0: [`variables.${file}`] }));
  form.set(
    '0',
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
    'a.png',
  );
  const response = await fetch(`${serverUrl}/v1/j`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** Sends one root operation with `token` (multipart when it takes a file). */
export function sendOperation(
  serverUrl: string,
  token: string,
  operation: RootOperation,
): Promise<GraphqlResponse> {
  const { file } = operation;
  return file
    ? multipart(serverUrl, token, { ...operation, file })
    : postGraphql(`${serverUrl}/v1/j`, operation.query, { token, variables: operation.variables });
}
