/**
 * bench:uploads' client, in a process of its own (run by uploads.ts through tsx), so that
 * its loops do not share the server's event loop: CompanyData one request at a time for
 * a while idle, then again while `loops` upload loops send the hostile PNG. Prints one
 * JSON line: both phases' latencies and the uploads' outcomes.
 */
import { COMPANY_DATA } from '@/src/entities/session/api';
import { IMAGE_UPLOAD } from '@/src/entities/image/api';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';
import { pngBytes } from '../integration/helpers/images';

export interface ClientOrder {
  url: string;
  probeToken: string;
  uploadToken: string;
  loops: number;
  seconds: number;
}

export interface ClientResult {
  idleMs: number[];
  loadedMs: number[];
  uploads: { accepted: number; refused: Record<string, number> };
}

const order = JSON.parse(process.argv[2]!) as ClientOrder;
const endpoint = `${order.url}/v1/j`;
/** 4000 × 4000 zeros: about 47 KB sent, 64 MB decoded. */
const bomb = pngBytes(4000, 4000, [0, 0, 0]);

const companyData = JSON.stringify({
  operationName: operationNameOf(COMPANY_DATA),
  query: documentSource(COMPANY_DATA),
  variables: {},
});

async function probe(): Promise<number> {
  const started = performance.now();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${order.probeToken}` },
    body: companyData,
  });
  const body = (await response.json()) as { data?: { CompanyData?: unknown } };
  if (!body.data?.CompanyData) throw new Error(`CompanyData failed: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

/** CompanyData one after another for `seconds`. */
async function probeFor(seconds: number): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  while (performance.now() < until) times.push(await probe());
  return times;
}

async function uploadOnce(outcomes: ClientResult['uploads']) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      operationName: operationNameOf(IMAGE_UPLOAD),
      query: documentSource(IMAGE_UPLOAD),
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([bomb], { type: 'image/png' }), 'bomb.png');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Bearer ${order.uploadToken}` },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { ImageUpload?: unknown };
    errors?: { extensions?: { code?: string } }[];
  };
  if (body.data?.ImageUpload) outcomes.accepted += 1;
  else {
    const code = body.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}`;
    outcomes.refused[code] = (outcomes.refused[code] ?? 0) + 1;
  }
}

// Warm-up: the first requests compile and cache what the rest reuse.
for (let i = 0; i < 20; i += 1) await probe();
const idleMs = await probeFor(order.seconds);

const uploads: ClientResult['uploads'] = { accepted: 0, refused: {} };
let stop = false;
const loops = Array.from({ length: order.loops }, async () => {
  while (!stop) await uploadOnce(uploads);
});
// The loops are all under way (each has sent its first upload) before measuring.
await probeFor(1);
const loadedMs = await probeFor(order.seconds);
stop = true;
await Promise.all(loops);

const result: ClientResult = { idleMs, loadedMs, uploads };
console.log(JSON.stringify(result));
