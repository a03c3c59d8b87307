/** Where content files are served: GET, no token (the id is unguessable). */
export const CONTENT_FILES_PATH = '/v1/content-files';
export const contentFileUrl = (id: string) => `${CONTENT_FILES_PATH}/${id}`;
