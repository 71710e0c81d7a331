// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=640
// Five 128-thread warpgroups each run a two-phase exchange through shared
// memory and sync on their own pair of named barriers, 8 + 2 * wg and
// 9 + 2 * wg, to stay clear of the low ids a library uses (BUG): the fifth
// warpgroup's ids are 16 and 17, past the 16 barriers a CTA has.
__device__ __forceinline__ void wg_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__global__ void __launch_bounds__(640) wg_exchange(const float* __restrict__ in, float* __restrict__ out) {
  __shared__ float buf[5][128];
  const int wg = threadIdx.x >> 7, t = threadIdx.x & 127;
  const size_t base = (size_t)blockIdx.x * 640 + threadIdx.x;
  buf[wg][t] = in[base];
  wg_sync(8 + 2 * wg);
  const float v = buf[wg][127 - t];
  wg_sync(9 + 2 * wg);
  buf[wg][t] = v * 0.5f;
  wg_sync(8 + 2 * wg);
  out[base] = buf[wg][(t + 1) & 127] + v;
}
