// EXPECT: clean
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised gather: warps 0-3 (128 threads) gather rows into a
// shared staging buffer, warps 4-11 (256 threads) consume them. Handshake
// by two named barriers over all 384 threads: producers bar.arrive on
// FULL (1) and bar.sync on EMPTY (2); consumers bar.sync on FULL and
// bar.arrive on EMPTY. Counts match the block, ids are distinct and 0 is
// left for __syncthreads.
#define FULL_ID 1
#define EMPTY_ID 2
#define NT 384
__device__ __forceinline__ void nb_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void nb_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(NT) ws_gather(const float *__restrict__ src,
                                                const int *__restrict__ idx,
                                                float *__restrict__ dst, int nrows) {
  __shared__ float stage[128];
  const int t = threadIdx.x;
  if (t < 128) {
    for (int r = 0; r < nrows; ++r) {
      if (r > 0) nb_sync(EMPTY_ID, NT);
      stage[t] = src[(size_t)idx[r] * 128 + t];
      nb_arrive(FULL_ID, NT);
    }
  } else {
    const int c = t - 128;
    for (int r = 0; r < nrows; ++r) {
      nb_sync(FULL_ID, NT);
      float v = stage[c & 127];
      dst[(size_t)r * 256 + c] = v * (c < 128 ? 1.f : 2.f);
      if (r + 1 < nrows) nb_arrive(EMPTY_ID, NT);
    }
  }
}
