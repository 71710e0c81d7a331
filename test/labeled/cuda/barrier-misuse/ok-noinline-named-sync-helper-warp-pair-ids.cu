// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// Sixteen warps form eight pairs; each pair reduces its own 64-element slice
// and synchronises only with its partner through an out-of-line
// `named_sync(id, threads)` helper: id = 1 + pair is 1..8 and the count is
// 64, the two warps of the pair, which are exactly the threads that call it
// with that id.
__device__ __noinline__ void named_sync(int id, int threads) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(threads) : "memory");
}
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
pair_reduce(const float *__restrict__ x, float *__restrict__ y) {
  constexpr int PAIRS = BLOCK / 64;
  static_assert(PAIRS <= 15, "named barrier ids 1..15");
  __shared__ float s[BLOCK];
  const int pair = threadIdx.x / 64, t = threadIdx.x % 64;
  s[threadIdx.x] = x[(size_t)blockIdx.x * BLOCK + threadIdx.x];
  for (int w = 32; w > 0; w >>= 1) {
    named_sync(1 + pair, 64);
    float v = 0.f;
    if (t < w)
      v = s[threadIdx.x] + s[threadIdx.x + w];
    named_sync(1 + pair, 64);
    if (t < w)
      s[threadIdx.x] = v;
  }
  if (t == 0)
    y[(size_t)blockIdx.x * PAIRS + pair] = s[threadIdx.x];
}
template __global__ void pair_reduce<512>(const float *, float *);
