// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Persistent tile loop over a global work counter. Each thread does its own
// atomicAdd, so the threads of one CTA hold different tile numbers: when the
// queue runs dry some of them break out while the rest wait at the tile's
// __syncthreads() (and the reversed read mixes tiles on every trip).
__global__ void reverse_tiles(const float *__restrict__ in, float *__restrict__ out,
                              int *next, int ntiles) {
  __shared__ float tile[256];
  while (true) {
    const int t = atomicAdd(next, 1);
    if (t >= ntiles)
      break;
    tile[threadIdx.x] = in[(size_t)t * 256 + threadIdx.x];
    __syncthreads();
    out[(size_t)t * 256 + threadIdx.x] = tile[255 - threadIdx.x];
    __syncthreads();
  }
}
