// EXPECT: clean
// The FlashAttention-3-style enum kept in range: the per-warpgroup barrier
// base is 13, so the three MMA warpgroups of the 384-thread CTA use ids 13,
// 14 and 15 with 128 threads each (exactly the warpgroup that syncs).
namespace nb {
enum : int { Sync = 0, QueryEmpty = 1, ValueEmpty = 2, OEmpty = 3, KFull = 4, VFull = 5,
             Epi = 6, Rescale0 = 7, Rescale1 = 8, Rescale2 = 9, Scheduler = 10,
             SchedulerEmpty = 11, Reserved = 12, WarpGroupBase = 13 };
}
static_assert(nb::WarpGroupBase + 2 <= 15, "named barrier ids are 0..15");
__device__ __forceinline__ void named_sync(int id, int nthreads) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(nthreads) : "memory");
}
__global__ void __launch_bounds__(384) p_tile_roundtrip(const float *__restrict__ s,
                                                        float *__restrict__ o) {
  __shared__ float p[3][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  const float v = s[blockIdx.x * 384 + threadIdx.x];
  p[wg][t] = __expf(v);
  named_sync(nb::WarpGroupBase + wg, 128);
  o[blockIdx.x * 384 + threadIdx.x] = p[wg][127 - t];
}
