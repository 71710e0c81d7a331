// EXPECT: barrier-misuse
// FlashAttention-3-style named barrier enum: the three MMA warpgroups of a
// 384-thread CTA each synchronise internally (after writing their P tile to
// shared memory) on their own named barrier, WarpGroupBase + wg. BUG: a new
// barrier (PEmpty) was inserted into the enum before WarpGroupBase, which
// moved the base from 13 to 14: the third warpgroup now uses id 16, and a
// CTA only has barriers 0..15.
namespace nb {
enum : int { Sync = 0, QueryEmpty = 1, ValueEmpty = 2, OEmpty = 3, PEmpty = 4, KFull = 5,
             VFull = 6, Epi = 7, Rescale0 = 8, Rescale1 = 9, Rescale2 = 10, Scheduler = 11,
             SchedulerEmpty = 12, Reserved = 13, WarpGroupBase = 14 };
}
__device__ __forceinline__ void named_sync(int id, int nthreads) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(nthreads) : "memory");
}
__global__ void __launch_bounds__(384) p_tile_roundtrip(const float *__restrict__ s,
                                                        float *__restrict__ o) {
  __shared__ float p[3][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  const float v = s[blockIdx.x * 384 + threadIdx.x];
  p[wg][t] = __expf(v);
  named_sync(nb::WarpGroupBase + wg, 128);  // BUG: 14, 15, 16
  o[blockIdx.x * 384 + threadIdx.x] = p[wg][127 - t];
}
