// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: warp-specialised EmbeddingBag(sum): warps 0-2 gather the rows of the
// current bag into a shared staging buffer, warp 3 reduces and writes the
// bag. Two named barriers hand the buffer back and forth: FULL (id 1) with
// `bar.arrive` by the gather warps and `bar.sync` by the reducer, EMPTY (id
// 2) the other way round; both sides of each id count all 128 threads, and
// the reducer releases EMPTY only when the gather warps will wait on it
// (another bag follows), so no arrival is left over.
#define D 96
#define MAXB 8
enum { FULL = 1, EMPTY = 2 };
__device__ __forceinline__ void bar_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void bar_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(128)
embedding_bag_sum(const float *__restrict__ table, const long long *__restrict__ idx,
                  const int *__restrict__ offsets, float *__restrict__ out, int nbags) {
  __shared__ float stage[MAXB][D];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  for (int bag = blockIdx.x; bag < nbags; bag += gridDim.x) {
    const int beg = offsets[bag];
    const int len = min(offsets[bag + 1] - beg, MAXB);
    if (warp < 3) {
      if (bag != blockIdx.x) bar_sync(EMPTY, 128);
      for (int r = warp; r < len; r += 3)
        for (int c = lane; c < D; c += 32) stage[r][c] = table[idx[beg + r] * D + c];
      bar_arrive(FULL, 128);
    } else {
      bar_sync(FULL, 128);
      for (int c = lane; c < D; c += 32) {
        float s = 0.f;
        for (int r = 0; r < len; ++r) s += stage[r][c];
        out[(size_t)bag * D + c] = s;
      }
      if (bag + gridDim.x < nbags) bar_arrive(EMPTY, 128);
    }
  }
}
