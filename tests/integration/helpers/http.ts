export interface GraphqlError {
  message: string;
  extensions?: {
    code?: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
    attemptsLeft?: number;
  } & Record<string, unknown>;
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: GraphqlError[] };
}

/** POSTs a GraphQL operation the way the client does (JSON body, optional bearer token). */
export async function postGraphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  {
    token,
    variables,
    headers: extraHeaders,
  }: {
    token?: string;
    variables?: Record<string, unknown>;
    /** e.g. { 'accept-language': 'es' } */
    headers?: Record<string, string>;
  } = {},
): Promise<GraphqlResponse<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...extraHeaders,
  };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlResponse<T>['body'] };
}

export const COMPANY_DATA_QUERY = `query CompanyData {
  CompanyData {
    id first_name last_name email role has_verified_email onboard_position
    phone company_name created_at profile_picture_image
  }
}`;
