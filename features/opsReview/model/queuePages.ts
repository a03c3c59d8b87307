/** The part of a queue's loaded pages that a decision changes. */
export interface QueuePage<Node> {
  nodes: Node[];
  total_count: number;
}

/**
 * Takes a decided item out of a queue's loaded pages (an Immer draft), and counts it out of
 * every page's total, so it leaves the screen before the queue is read again.
 */
export function withoutNode<Node>(
  data: { pages: QueuePage<Node>[] },
  matches: (node: Node) => boolean,
): void {
  let removed = 0;
  for (const page of data.pages) {
    const kept = page.nodes.filter((node) => !matches(node));
    removed += page.nodes.length - kept.length;
    page.nodes = kept;
  }
  if (removed === 0) return;
  for (const page of data.pages) page.total_count = Math.max(0, page.total_count - removed);
}
