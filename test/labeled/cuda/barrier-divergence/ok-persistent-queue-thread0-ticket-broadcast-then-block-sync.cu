// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Persistent kernel over a global work queue, done right: thread 0 takes the
// CTA's ticket, publishes it through shared memory, and every thread reads the
// same value after the barrier, so the exit test is the same in the whole CTA.
// The barrier at the end of the trip orders the reads of s_tile before thread
// 0 overwrites it with the next ticket.
__global__ void __launch_bounds__(256) persistent_reverse(int *queue_head, const float *in, float *out, int ntiles) {
  __shared__ float tile[256];
  __shared__ int s_tile;
  for (;;) {
    if (threadIdx.x == 0)
      s_tile = atomicAdd(queue_head, 1);
    __syncthreads();
    int t = s_tile;
    if (t >= ntiles)
      break;
    tile[threadIdx.x] = in[(size_t)t * 256 + threadIdx.x];
    __syncthreads();
    out[(size_t)t * 256 + threadIdx.x] = tile[255 - threadIdx.x];
    __syncthreads();
  }
}
