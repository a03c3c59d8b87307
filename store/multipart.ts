/**
 * GraphQL multipart request spec: files found in the variables are replaced by null
 * and sent as separate form parts, with a map telling the server where each belongs.
 * Returns null when the variables hold no file, so the request stays plain JSON.
 */
export function buildMultipartBody(operation: {
  operationName?: string;
  variables: Record<string, unknown>;
  query: string;
}): FormData | null {
  const files = new Map<Blob, string[]>();

  const strip = (value: unknown, path: string): unknown => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => strip(item, `${path}.${index}`));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, strip(item, `${path}.${key}`)]),
      );
    }
    return value;
  };

  const variables = strip(operation.variables, 'variables');
  if (files.size === 0) return null;

  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  const map: Record<string, string[]> = {};
  [...files.values()].forEach((paths, index) => {
    map[String(index)] = paths;
  });
  form.append('map', JSON.stringify(map));
  [...files.keys()].forEach((file, index) => {
    form.append(String(index), file, file instanceof File ? file.name : `file-${index}`);
  });
  return form;
}
