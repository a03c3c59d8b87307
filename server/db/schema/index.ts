/**
 * Every table, for drizzle: the db client's typed queries (server/db/client.ts) and
 * drizzle-kit's migrations see one schema. Code that uses a table imports its domain file.
 */
export * from './account';
export * from './mail';
export * from './images';
export * from './brands';
export * from './products';
export * from './campaigns';
export * from './creators';
export * from './creatorAddresses';
export * from './creatorVideos';
export * from './deals';
export * from './wallet';
export * from './payouts';
export * from './billing';
export * from './sandboxGateway';
export * from './jobs';
export * from './notifications';
export * from './ops';
export * from './teams';
export * from './campaignDrafts';
export * from './campaignEvents';
export * from './licences';
