// EXPECT: barrier-divergence
// Work-list kernel where blocks both consume and produce items in a global
// queue: each round a block takes a chunk of 256 items, stages them in
// shared memory and expands them (appending new items at the global tail).
// Every thread re-reads the global tail itself to decide whether the block
// goes on; other blocks keep appending, so threads of one block see
// different tails, some leave the loop and the rest hang at the barrier.
struct Queue {
  int head;
  int tail;
  int items[1 << 20];
};

__global__ void __launch_bounds__(256) drain(Queue *q, const int *__restrict__ children,
                                             int *__restrict__ visited) {
  __shared__ int chunk[256];
  __shared__ int s_start;
  while (true) {
    if (threadIdx.x == 0)
      s_start = atomicAdd(&q->head, 256);
    __syncthreads();
    int start = s_start;
    int tail = *(volatile int *)&q->tail;
    if (start >= tail) // BUG: each thread compares against its own read of the tail
      break;
    int i = start + threadIdx.x;
    chunk[threadIdx.x] = i < tail ? q->items[i] : -1;
    __syncthreads();
    int item = chunk[(threadIdx.x + 1) % 256];
    if (item >= 0 && atomicExch(&visited[item], 1) == 0) {
      int c = children[item];
      if (c >= 0)
        q->items[atomicAdd(&q->tail, 1)] = c;
    }
    __syncthreads();
  }
}
