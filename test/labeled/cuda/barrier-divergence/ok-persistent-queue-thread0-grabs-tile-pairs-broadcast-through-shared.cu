// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Persistent loop that claims two tiles at a time: thread 0 takes the pair from
// the global counter and broadcasts it through shared memory, the exit test
// reads the broadcast value, and a second tile past the end only skips its
// loads and stores, never the barriers.
__global__ void reverse_tile_pairs(const float *__restrict__ in, float *__restrict__ out,
                                   int *next, int ntiles) {
  __shared__ float tile[2][256];
  __shared__ int claimed;
  while (true) {
    if (threadIdx.x == 0)
      claimed = atomicAdd(next, 2);
    __syncthreads();
    const int t = claimed;
    if (t >= ntiles)
      break;
    const bool second = t + 1 < ntiles;
    tile[0][threadIdx.x] = in[(size_t)t * 256 + threadIdx.x];
    if (second)
      tile[1][threadIdx.x] = in[(size_t)(t + 1) * 256 + threadIdx.x];
    __syncthreads();
    out[(size_t)t * 256 + threadIdx.x] = tile[0][255 - threadIdx.x];
    if (second)
      out[(size_t)(t + 1) * 256 + threadIdx.x] = tile[1][255 - threadIdx.x];
    __syncthreads();
  }
}
