/**
 * A worker thread of the image decode pool (decodePool.ts): decodes one image at a time,
 * away from the main thread, and answers whether it is the image its type says.
 */
import { parentPort } from 'node:worker_threads';
import type { ImageType } from '../../../domain/images/rules';
import { isDecodableImage } from './decode';

export interface DecodeRequest {
  bytes: Uint8Array;
  type: ImageType;
}

export interface DecodeAnswer {
  decodable: boolean;
}

parentPort?.on('message', ({ bytes, type }: DecodeRequest) => {
  const answer: DecodeAnswer = { decodable: isDecodableImage(bytes, type) };
  parentPort?.postMessage(answer);
});
