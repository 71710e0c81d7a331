// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised kernel with three warpgroups: warpgroup 0 loads tiles
// into shared memory, warpgroups 1 and 2 compute. The roles' thread counts
// are written as a variadic constexpr helper (a fold over the warps of each
// role). BUG: the consumers' private named barrier (id 1, synchronising
// only the two math warpgroups between their epilogue stages) was given
// `threads_of<kProducerWarps, kMathWarps>` = 384, the whole block; only the
// 256 math threads ever execute `bar.sync 1`, so no phase can complete.
constexpr int kProducerWarps = 4, kMathWarps = 8;
template <int... Warps>
constexpr int threads_of = ((Warps * 32) + ...);
__device__ __forceinline__ void named_sync(int id, int count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__global__ void __launch_bounds__(384)
ws_scale(const float4 *__restrict__ in, float4 *__restrict__ out, int ntiles) {
  __shared__ float4 tile[256];
  __shared__ float4 acc[256];
  const int warp = threadIdx.x >> 5;
  for (int t = 0; t < ntiles; ++t) {
    if (warp < kProducerWarps) {
      for (int i = threadIdx.x; i < 256; i += threads_of<kProducerWarps>)
        tile[i] = in[(size_t)t * 256 + i];
    }
    __syncthreads();
    if (warp >= kProducerWarps) {
      const int m = threadIdx.x - threads_of<kProducerWarps>;
      float4 v = tile[m];
      acc[m] = make_float4(v.x * 2.f, v.y * 2.f, v.z * 2.f, v.w * 2.f);
      named_sync(1, threads_of<kProducerWarps, kMathWarps>);  // BUG: 384, 256 arrive
      out[(size_t)t * 256 + m] = acc[255 - m];
    }
    __syncthreads();
  }
}
