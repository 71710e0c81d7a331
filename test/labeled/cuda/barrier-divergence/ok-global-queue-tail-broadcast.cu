// EXPECT: clean
// Work-list kernel where blocks both consume and produce items in a global
// queue. Thread 0 takes the chunk and samples the global tail once; both go
// to the block through shared memory after a barrier, so every thread makes
// the same decision to leave, and the barrier at the end of the round keeps
// thread 0 from overwriting them before everyone has read them.
struct Queue {
  int head;
  int tail;
  int items[1 << 20];
};

__global__ void __launch_bounds__(256) drain(Queue *q, const int *__restrict__ children,
                                             int *__restrict__ visited) {
  __shared__ int chunk[256];
  __shared__ int s_start, s_tail;
  while (true) {
    if (threadIdx.x == 0) {
      s_start = atomicAdd(&q->head, 256);
      s_tail = *(volatile int *)&q->tail;
    }
    __syncthreads();
    int start = s_start, tail = s_tail;
    if (start >= tail)
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
