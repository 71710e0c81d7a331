// EXPECT: clean
// ARCHS: sm_86 sm_90
// MODES: O3 G
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// CUB-like block radix sort (one 128-key tile per block) built with
// separate compilation. The number of 4-bit digit passes depends on the
// tile's largest key: thread 0 computes it from a block max (an extern
// helper reached through the ABI) and broadcasts it through shared memory,
// so the pass loop has the same trip count in every thread and its
// __syncthreads() are reached by all.
__device__ int digit_passes(unsigned maxkey);
__global__ void __launch_bounds__(128) tile_radix_sort(unsigned *__restrict__ keys) {
  __shared__ unsigned sk[128], red[128];
  __shared__ unsigned cnt[16];
  __shared__ int passes;
  const int t = threadIdx.x;
  unsigned k = keys[blockIdx.x * 128 + t];
  red[t] = k;
  __syncthreads();
  for (int s = 64; s > 0; s >>= 1) {
    if (t < s)
      red[t] = max(red[t], red[t + s]);
    __syncthreads();
  }
  if (t == 0)
    passes = digit_passes(red[0]);
  __syncthreads();
  const int np = passes;
  for (int p = 0; p < np; ++p) {
    const unsigned d = (k >> (4 * p)) & 15u;
    if (t < 16)
      cnt[t] = 0;
    __syncthreads();
    sk[t] = k;
    atomicAdd(&cnt[d], 1u);
    __syncthreads();
    if (t == 0) {
      unsigned run = 0;
      for (int i = 0; i < 16; ++i) {
        const unsigned c = cnt[i];
        cnt[i] = run;
        run += c;
      }
    }
    __syncthreads();
    // stable rank: keys before me with the same digit
    unsigned rank = cnt[d];
    for (int j = 0; j < t; ++j)
      rank += ((sk[j] >> (4 * p)) & 15u) == d;
    __syncthreads();
    sk[rank] = k;
    __syncthreads();
    k = sk[t];
  }
  keys[blockIdx.x * 128 + t] = k;
}
__device__ int digit_passes(unsigned maxkey) { return maxkey == 0 ? 0 : (32 - __clz(maxkey) + 3) / 4; }
