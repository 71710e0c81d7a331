// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Persistent kernel over a global work queue: the author meant one ticket per
// CTA but every thread calls atomicAdd itself, so the threads of one CTA hold
// different tiles. Near the end of the queue some threads see t >= ntiles and
// return while the rest of the CTA waits at the tile's __syncthreads().
__global__ void __launch_bounds__(256) persistent_reverse(int *queue_head, const float *in, float *out, int ntiles) {
  __shared__ float tile[256];
  for (;;) {
    int t = atomicAdd(queue_head, 1);
    if (t >= ntiles)
      return;
    tile[threadIdx.x] = in[(size_t)t * 256 + threadIdx.x];
    __syncthreads();
    out[(size_t)t * 256 + threadIdx.x] = tile[255 - threadIdx.x];
    __syncthreads();
  }
}
